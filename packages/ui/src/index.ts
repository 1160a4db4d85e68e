export { COPIED_MS, CopyButton, type CopyButtonProps } from './CopyButton.tsx'
export { DateTime, type DateTimeProps } from './DateTime.tsx'
export { Dialog, type DialogProps } from './Dialog.tsx'
export {
  type DateTimeVariant,
  formatDateTime,
  parseInstant,
  yangonDay,
} from './date-time.ts'
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx'
export {
  APP_STORE_ORIGINS,
  type ElementUrlContext,
  elementUrl,
  type UrlReach,
} from './element-url.ts'
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  Input,
  PasswordField,
  type PasswordFieldProps,
} from './Field.tsx'
export { MYANMAR_FAMILY, MYANMAR_FONT_FILES, registerMyanmarFont } from './fonts.ts'
export * as FormParts from './forms.styles.ts'
export { I18nProvider, useLanguage, useT } from './i18n-context.tsx'
export { Modal, type ModalProps } from './Modal.tsx'
export { type CurrencyLabel, Money } from './Money.tsx'
export { mediaUrl, webAddress } from './media-url.ts'
export { formatAmount } from './money.ts'
export {
  Button,
  Card,
  type CardProps,
  type CardSpacing,
  ErrorState,
  Screen,
  type ScreenProps,
  VisuallyHidden,
} from './primitives.tsx'
export { SafeLink, type SafeLinkProps } from './SafeLink.tsx'
export { Skeleton, type SkeletonProps } from './Skeleton.tsx'
export { SkeletonText } from './SkeletonText.tsx'
export { Spinner, type SpinnerProps } from './Spinner.tsx'
export { type SafeUrlOptions, safeUrl } from './safe-url.ts'
export {
  type CssFragment,
  css,
  keyframes,
  ServerStyleSheet,
  type StyledComponent,
  StyleSheetManager,
  styled,
  ThemeProvider,
} from './styled.ts'
export { type TabItem, type TabSelectEvent, Tabs, type TabsProps } from './Tabs.tsx'
export {
  TOAST_DEFAULTS,
  Toast,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast.tsx'
export { type Theme, theme } from './theme.ts'
export { webLinkOrPath } from './web-link.ts'
export { ZawgyiHint, type ZawgyiHintProps } from './ZawgyiHint.tsx'
export { checkZawgyi, type ZawgyiCheck } from './zawgyi.ts'
