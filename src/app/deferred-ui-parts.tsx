/**
 * The chunk deferred-ui.ts loads beside the start-up: the parts of the frame built on Ark UI machines,
 * and the update prompt with the service worker's registration.
 */
export { Toaster } from '../components/ui/toast-view.tsx';
export { LightboxDialog } from './lightbox-dialog.tsx';
export { EnvironmentSegments } from './shell/environment-segments.tsx';
export { NavDrawer } from './shell/nav-drawer.tsx';
export { UserMenuPopup } from './shell/user-menu-popup.tsx';
export { UpdatePrompt } from './update-prompt.tsx';
