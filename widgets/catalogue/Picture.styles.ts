import { styled } from '@shwe/ui'
import { coverImage, filling } from './Catalogue.styles.ts'

/** A picture's box: its size is fixed by the aspect ratio before the picture arrives, and after it fails. */
export const Picture = styled.div.withConfig({ componentId: 'Catalogue_Picture' })<{ $ratio: string }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  ${coverImage}
`

/** What a missing or broken picture shows: a neutral tile with a faint mark. */
export const Broken = styled.span.withConfig({ componentId: 'Catalogue_Broken' })`
  ${filling}
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.border};
`
