import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhotoAnswer, UserDropdownAnswer } from '@fetp/contract';
import { shellKeys } from '../shell';
import { accountSettingsApi, type EncryptedPasswords } from './api';

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  sessions: () => [...accountSettingsKeys.all, 'sessions'] as const,
};

export const sessionsQuery = () => queryOptions({ queryKey: accountSettingsKeys.sessions(), queryFn: accountSettingsApi.sessions });
export const useAccountSessions = () => useQuery(sessionsQuery());

/** Every other session ends with a password change, so the session list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: EncryptedPasswords) => accountSettingsApi.changePassword(form),
    onSuccess: () => client.invalidateQueries({ queryKey: accountSettingsKeys.all }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => accountSettingsApi.revokeSession(id),
    onSettled: () => client.invalidateQueries({ queryKey: accountSettingsKeys.all }),
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountSettingsApi.signOutOthers,
    onSettled: () => client.invalidateQueries({ queryKey: accountSettingsKeys.all }),
  });
}

/**
 * A new or removed photo: the header (the user menu's data) shows the new address at once, and is
 * read again from the server.
 */
function usePhotoMutation<V>(mutationFn: (value: V) => Promise<ProfilePhotoAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      client.setQueryData(shellKeys.userDropdown(), (data: UserDropdownAnswer | undefined) =>
        data ? { ...data, header_data: { ...data.header_data, profile_image_url: answer.profile_image_url } } : data,
      );
      return client.invalidateQueries({ queryKey: shellKeys.userDropdown() });
    },
  });
}

export const useUploadPhoto = () => usePhotoMutation((photo: File) => accountSettingsApi.uploadPhoto(photo));
export const useRemovePhoto = () => usePhotoMutation(() => accountSettingsApi.removePhoto());
