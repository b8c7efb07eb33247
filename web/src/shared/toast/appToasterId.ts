/** The id the app's toasts are dispatched to, and its toaster listens on. */
export const appToasterId = 'app-toaster';
