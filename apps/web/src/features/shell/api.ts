import type { NotificationsAnswer, UserDropdownAnswer } from '@fetp/contract';
import { http } from '../../app/http';

/** Shell calls of a signed-in user (spec 000 §7.1); the public header is app/site.ts. */
export const shellApi = {
  userDropdown: () => http.get<UserDropdownAnswer>('/api/user_dropdown/'),
  notifications: () => http.get<NotificationsAnswer>('/api/user_notifications_list/'),
  markNotificationsWatched: () => http.get<{ success: boolean }>('/api/user_notifications_watched/'),
};
