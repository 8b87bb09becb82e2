import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../app/auth';
import { shellApi } from './api';

export const shellKeys = {
  all: ['shell'] as const,
  userDropdown: () => [...shellKeys.all, 'user-dropdown'] as const,
  notifications: () => [...shellKeys.all, 'notifications'] as const,
};

export const userDropdownQuery = () => queryOptions({ queryKey: shellKeys.userDropdown(), queryFn: shellApi.userDropdown, staleTime: 5 * 60_000 });
export const notificationsQuery = () => queryOptions({ queryKey: shellKeys.notifications(), queryFn: shellApi.notifications });

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
