import { SHELL_CALL_PATHS, type AnswerOf, type Locale, type NOTIFICATIONS_API, type SHELL_API } from '@fetp/contract';
import { http } from '../../app/http';

/** Shell calls of a signed-in user (spec 000 §7.1, §4); the public header is app/site.ts. */
export const shellApi = {
  userDropdown: () => http.get<AnswerOf<typeof SHELL_API.userDropdown>>(SHELL_CALL_PATHS.userDropdown),
  notifications: () => http.get<AnswerOf<typeof NOTIFICATIONS_API.list>>(SHELL_CALL_PATHS.notifications),
  saveLanguage: (language: Locale) =>
    http.post<AnswerOf<typeof SHELL_API.saveLanguage>>(SHELL_CALL_PATHS.saveLanguage, { form: { language }, toast: false }),
  markNotificationsWatched: () => http.get<AnswerOf<typeof NOTIFICATIONS_API.watched>>(SHELL_CALL_PATHS.notificationsWatched),
};
