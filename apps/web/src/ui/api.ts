import type { HeaderLoginPageAnswer, NotificationsAnswer, UserDropdownAnswer } from '@fetp/contract';
import { http } from '../app/http';

/** Shell calls (spec 000 §7.1). */
export const shellApi = {
  headerLoginPageData: () => http.get<HeaderLoginPageAnswer>('/api/header_login_page_data/', { auth: false }),
  userDropdown: () => http.get<UserDropdownAnswer>('/api/user_dropdown/'),
  notifications: () => http.get<NotificationsAnswer>('/api/user_notifications_list/'),
  markNotificationsWatched: () => http.get<{ success: boolean }>('/api/user_notifications_watched/'),
};
