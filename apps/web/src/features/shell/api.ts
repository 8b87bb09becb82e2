import { SHELL_CALL_PATHS, type Locale, type NOTIFICATIONS_API, type SHELL_API } from '@fetp/contract';
import { call } from '../../app/http';

/** Shell calls of a signed-in user (spec 000 §7.1, §4); the public header is app/site.ts. */
export const shellApi = {
  userDropdown: () => call<typeof SHELL_API.userDropdown>({ method: 'GET', path: SHELL_CALL_PATHS.userDropdown }),
  notifications: () => call<typeof NOTIFICATIONS_API.list>({ method: 'GET', path: SHELL_CALL_PATHS.notifications }),
  saveLanguage: (language: Locale) =>
    call<typeof SHELL_API.saveLanguage>({ method: 'POST', path: SHELL_CALL_PATHS.saveLanguage }, { body: { language }, toast: false }),
  markNotificationsWatched: () => call<typeof NOTIFICATIONS_API.watched>({ method: 'GET', path: SHELL_CALL_PATHS.notificationsWatched }),
};
