/**
 * Paths of the calls the web app's shell makes on every page (CSRF token, encryption key, header,
 * user menu, language, bell, sign-out). Their endpoint descriptors read them from here; the shell
 * reads them here too, so its first load carries no schema library. SIGN_IN_CALL_PATHS does the
 * same for the sign-in page; every other call's path lives only in its descriptor.
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

/**
 * Paths of the sign-in page's calls (credentials, code, token, resend, roles, forgot password).
 * Their endpoint descriptors read them from here, and so does the sign-in page, which then loads
 * no schema library either.
 */
export const SIGN_IN_CALL_PATHS = {
  requestOtp: '/request-otp/',
  validateOtp: '/validate-otp/',
  accessToken: '/oauth2/access_token',
  resendOtp: '/resend-otp/',
  forgotPassword: '/account/password/custom',
  userRoles: '/api/user_roles/',
} as const;
