import { NOTIFICATIONS_API, SHELL_API, type AnswerOf, type Locale } from '@fetp/contract';
import { http } from '../../app/http';

/** Shell calls of a signed-in user (spec 000 §7.1, §4); the public header is app/site.ts. */
export const shellApi = {
  userDropdown: () => http.get<AnswerOf<typeof SHELL_API.userDropdown>>(SHELL_API.userDropdown.path),
  notifications: () => http.get<AnswerOf<typeof NOTIFICATIONS_API.list>>(NOTIFICATIONS_API.list.path),
  saveLanguage: (language: Locale) =>
    http.post<AnswerOf<typeof SHELL_API.saveLanguage>>(SHELL_API.saveLanguage.path, { form: { language }, toast: false }),
  markNotificationsWatched: () => http.get<AnswerOf<typeof NOTIFICATIONS_API.watched>>(NOTIFICATIONS_API.watched.path),
};
