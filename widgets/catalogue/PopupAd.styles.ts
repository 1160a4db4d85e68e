import { styled } from '@shwe/ui'

export const PopupImage = styled.img.withConfig({ componentId: 'Catalogue_PopupImage' })`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`
