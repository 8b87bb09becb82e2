/**
 * Paths of the calls the web app's shell makes on every page (CSRF token, encryption key, header,
 * user menu, language, bell, sign-out). Their endpoint descriptors read them from here; the shell
 * reads them here too, so its first load carries no schema library. Every other call's path lives
 * only in its descriptor.
 */
export const SHELL_CALL_PATHS = {
  csrfToken: '/csrf/api/v1/token',
  encryptionKey: '/login-register-encryption-keys',
  logout: '/api/v1/custom/logout/',
  publicHeader: '/api/header_login_page_data/',
  userDropdown: '/api/user_dropdown/',
  saveLanguage: '/api/user_language/',
  notifications: '/api/user_notifications_list/',
  notificationsWatched: '/api/user_notifications_watched/',
} as const;
