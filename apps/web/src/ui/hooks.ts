import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SITE, type SiteInfo } from '@fetp/contract';
import { useAuth } from '../app/auth';
import { shellApi } from './api';

export const shellKeys = {
  all: ['shell'] as const,
  headerLoginPage: () => [...shellKeys.all, 'header-login-page'] as const,
  userDropdown: () => [...shellKeys.all, 'user-dropdown'] as const,
  notifications: () => [...shellKeys.all, 'notifications'] as const,
};

export const headerLoginPageQuery = () =>
  queryOptions({ queryKey: shellKeys.headerLoginPage(), queryFn: shellApi.headerLoginPageData, staleTime: 10 * 60_000 });
export const userDropdownQuery = () => queryOptions({ queryKey: shellKeys.userDropdown(), queryFn: shellApi.userDropdown, staleTime: 5 * 60_000 });
export const notificationsQuery = () => queryOptions({ queryKey: shellKeys.notifications(), queryFn: shellApi.notifications });

export function useHeaderLoginPageData() {
  return useQuery(headerLoginPageQuery());
}

/** The programme running the portal (name, contact, footer links), with defaults until it has loaded. */
export function useSite(): SiteInfo {
  const { data } = useHeaderLoginPageData();
  return data?.site ?? DEFAULT_SITE;
}

export function useUserDropdown() {
  const { signedIn } = useAuth();
  return useQuery({ ...userDropdownQuery(), enabled: signedIn });
}

export function useNotifications() {
  const { signedIn } = useAuth();
  return useQuery({ ...notificationsQuery(), enabled: signedIn });
}

/** Opening the panel marks the notifications as watched, then reloads the list (spec 000 §4). */
export function useMarkNotificationsWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shellApi.markNotificationsWatched,
    onSettled: () => client.invalidateQueries({ queryKey: shellKeys.notifications() }),
  });
}
