import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Locale, UserDropdownAnswer } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useLocale } from '../../app/LocaleProvider';
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

/**
 * The language menu's choice saved on the account; the cached user menu is updated first, so
 * the account's language (which the header follows) is the new one at once.
 */
export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shellApi.saveLanguage,
    onMutate: (language: Locale) => {
      client.setQueryData(shellKeys.userDropdown(), (data: UserDropdownAnswer | undefined) =>
        data ? { ...data, header_data: { ...data.header_data, language } } : data,
      );
    },
  });
}

/** Follows the language saved on the signed-in user's account (from the user menu's data). */
export function useAccountLanguage(language: Locale | null | undefined) {
  const { locale, setLocale } = useLocale();
  useEffect(() => {
    if (language && language !== locale) void setLocale(language);
    // Only a change of the account's language moves the portal, not a change made here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
