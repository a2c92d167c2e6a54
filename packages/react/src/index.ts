export { ChangePasswordForm, type ChangePasswordFormProps } from './account/ChangePasswordForm';
export { EmailActivationBanner, type EmailActivationBannerProps } from './account/EmailActivationBanner';
export {
  ChangePasswordFormView,
  type ChangePasswordFormViewProps,
  type ChangePasswordTranslations,
  changePasswordTranslations,
} from './account/ui/ChangePasswordFormView';
export {
  type EmailActivationBannerTranslations,
  EmailActivationBannerView,
  type EmailActivationBannerViewProps,
  emailActivationBannerTranslations,
  type ResendActivationStatus,
} from './account/ui/EmailActivationBannerView';
export { Activation, type ActivationProps } from './auth/Activation';
export {
  inviteQueryKey,
  notificationsQueryKey,
  organisationTypesQueryKey,
  userQueryKey,
} from './auth/authQueryKeys';
export { ForgotPasswordModal, type ForgotPasswordModalProps } from './auth/ForgotPasswordModal';
export { LoginModal, type LoginModalProps } from './auth/LoginModal';
export { passwordHint } from './auth/passwordHint';
export { RegisterModal, type RegisterModalProps } from './auth/RegisterModal';
export {
  ResetPasswordConfirmModal,
  type ResetPasswordConfirmModalProps,
} from './auth/ResetPasswordConfirmModal';
export {
  type RegistrationAction,
  type RegistrationChoice,
  type RegistrationContext,
  type RegistrationStep,
  registrationReducer,
  registrationStep,
} from './auth/registrationFlow';
export {
  type ActivationHrefs,
  type ActivationStatus,
  type ActivationTranslations,
  ActivationView,
  type ActivationViewProps,
  activationHrefs,
  activationTranslations,
} from './auth/ui/ActivationView';
export {
  type ForgotPasswordHrefs,
  type ForgotPasswordTranslations,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
  forgotPasswordHrefs,
  forgotPasswordTranslations,
} from './auth/ui/ForgotPasswordView';
export {
  type LoginHrefs,
  type LoginTranslations,
  type LoginValues,
  LoginView,
  type LoginViewProps,
  loginHrefs,
  loginTranslations,
} from './auth/ui/LoginView';
export {
  type RegisterHrefs,
  type RegisterTranslations,
  RegisterView,
  type RegisterViewProps,
  registerHrefs,
  registerTranslations,
} from './auth/ui/RegisterView';
export {
  type ResetPasswordConfirmTranslations,
  ResetPasswordConfirmView,
  type ResetPasswordConfirmViewProps,
  resetPasswordConfirmTranslations,
} from './auth/ui/ResetPasswordConfirmView';
export { useActivate } from './auth/useActivate';
export { useAuthApi } from './auth/useAuthApi';
export { useAuthToken } from './auth/useAuthToken';
export { useChangePassword } from './auth/useChangePassword';
export { useCurrentUser } from './auth/useCurrentUser';
export { useInvite } from './auth/useInvite';
export { useLogin } from './auth/useLogin';
export { useLogout } from './auth/useLogout';
export { useOrganisationTypes } from './auth/useOrganisationTypes';
export { usePermission } from './auth/usePermission';
export { useRegister } from './auth/useRegister';
export { useResendActivation } from './auth/useResendActivation';
export { useResetPassword } from './auth/useResetPassword';
export { useResetPasswordConfirm } from './auth/useResetPasswordConfirm';
export { useRole } from './auth/useRole';
export { type ServerErrors, serverErrorsOf } from './forms/serverErrors';
export { Gallery, type GalleryProps } from './gallery/Gallery';
export {
  GalleryRefine,
  type GalleryRefineProps,
  NARROW_GALLERY_QUERY,
  useMediaQuery,
} from './gallery/GalleryRefine';
export { galleryQueryKey, galleryRootQueryKey } from './gallery/galleryQueryKeys';
export * from './gallery/panes';
export {
  type GalleryGridTranslations,
  GalleryGridView,
  type GalleryGridViewProps,
  galleryGridTranslations,
} from './gallery/ui/GalleryGridView';
export {
  type GalleryMobileBarTranslations,
  GalleryMobileBarView,
  type GalleryMobileBarViewProps,
  galleryMobileBarTranslations,
} from './gallery/ui/GalleryMobileBarView';
export {
  type GalleryTileTranslations,
  GalleryTileView,
  type GalleryTileViewProps,
  galleryTileTranslations,
} from './gallery/ui/GalleryTileView';
export {
  type GalleryToolbarTranslations,
  GalleryToolbarView,
  type GalleryToolbarViewProps,
  type GalleryTypeFilter,
  galleryToolbarTranslations,
} from './gallery/ui/GalleryToolbarView';
export { type RenderTileActions, TileActionsContext } from './gallery/ui/tileActions';
export { type EndReachedOptions, useEndReached } from './gallery/useEndReached';
export { type UseGalleryResult, useGallery } from './gallery/useGallery';
export { useGalleryApi } from './gallery/useGalleryApi';
export { Notifications, type NotificationsProps } from './notifications/Notifications';
export {
  type NotificationItem,
  type NotificationsTranslations,
  NotificationsView,
  type NotificationsViewProps,
  type NotificationTemplates,
  notificationsTranslations,
  notificationTemplates,
} from './notifications/ui/NotificationsView';
export { useAcknowledgeNotification } from './notifications/useAcknowledgeNotification';
export { useNotifications } from './notifications/useNotifications';
export { createTroveQueryClient, TroveProvider, type TroveProviderProps } from './provider/TroveProvider';
export { useTroveClient } from './provider/useTroveClient';
export * from './search';
export { useFeatureFlag } from './settings/useFeatureFlag';
export { settingsQueryKey, useSettings } from './settings/useSettings';
export { Footer, type FooterProps } from './shell/Footer';
export { Navbar, type NavbarProps } from './shell/Navbar';
export { PAGINATION_LINKS, type PaginationItem, pageCountOf, paginationItems } from './shell/pagination';
export { type SiteLink, type SitePlaces, sitePlaces } from './shell/sitePlaces';
export {
  type FooterHrefs,
  type FooterTranslations,
  FooterView,
  type FooterViewProps,
  footerHrefs,
  footerTranslations,
} from './shell/ui/FooterView';
export {
  type InvalidTokenTranslations,
  InvalidTokenView,
  type InvalidTokenViewProps,
  invalidTokenTranslations,
} from './shell/ui/InvalidTokenView';
export { type LinkComponent, type LinkProps, PlainLink } from './shell/ui/linkComponent';
export { ModalDialog, type ModalDialogProps } from './shell/ui/ModalDialog';
export {
  type NavbarHrefs,
  type NavbarMember,
  type NavbarTranslations,
  NavbarView,
  type NavbarViewProps,
  navbarHrefs,
  navbarTranslations,
} from './shell/ui/NavbarView';
export {
  type NotFoundTranslations,
  NotFoundView,
  type NotFoundViewProps,
  notFoundTranslations,
} from './shell/ui/NotFoundView';
export {
  type PaginationTranslations,
  PaginationView,
  type PaginationViewProps,
  paginationTranslations,
} from './shell/ui/PaginationView';
export { usePageIdle } from './shell/whenIdle';
export { troveStylesheet } from './styles/stylesheet';
export { DeferredToastRegion, loadToastRegionView } from './toast/DeferredToastRegion';
export { ToastProvider, type ToastProviderProps } from './toast/ToastProvider';
export { ToastRegion, type ToastRegionProps } from './toast/ToastRegion';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT_MS,
  type ShowToastOptions,
  type ToastContent,
  type ToastKind,
  type ToastQueueOptions,
  type TroveToastQueue,
} from './toast/toastQueue';
export {
  type ToastRegionTranslations,
  ToastRegionView,
  type ToastRegionViewProps,
  toastRegionTranslations,
} from './toast/ui/ToastRegionView';
export { useToast } from './toast/useToast';
