import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SITE, type SiteInfo } from '@fetp/contract';
import { useAuth } from '../app/auth';
import { shellApi } from './api';

export const shellKeys = {
  headerLoginPage: ['shell', 'header-login-page'] as const,
  userDropdown: ['shell', 'user-dropdown'] as const,
  notifications: ['shell', 'notifications'] as const,
};

export function useHeaderLoginPageData() {
  return useQuery({ queryKey: shellKeys.headerLoginPage, queryFn: shellApi.headerLoginPageData, staleTime: 10 * 60_000 });
}

/** The programme running the portal (name, contact, footer links), with defaults until it has loaded. */
export function useSite(): SiteInfo {
  const { data } = useHeaderLoginPageData();
  return data?.site ?? DEFAULT_SITE;
}

export function useUserDropdown() {
  const { signedIn } = useAuth();
  return useQuery({ queryKey: shellKeys.userDropdown, queryFn: shellApi.userDropdown, enabled: signedIn, staleTime: 5 * 60_000 });
}

export function useNotifications() {
  const { signedIn } = useAuth();
  return useQuery({ queryKey: shellKeys.notifications, queryFn: shellApi.notifications, enabled: signedIn });
}

/** Opening the panel marks the notifications as watched, then reloads the list (spec 000 §4). */
export function useMarkNotificationsWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shellApi.markNotificationsWatched,
    onSettled: () => client.invalidateQueries({ queryKey: shellKeys.notifications }),
  });
}
