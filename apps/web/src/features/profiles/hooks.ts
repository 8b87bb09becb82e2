import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer, ProfileTemplate } from '@fetp/contract';
import { profileApi as api } from './api';

/** Every key of the profiles starts with `profileKeys.all`; a save invalidates the root. */
export const profileKeys = {
  all: ['profiles'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  mentee: (userId: number) => [...profileKeys.all, 'mentee', userId] as const,
  states: (districtId: string) => [...profileKeys.all, 'states', districtId] as const,
};

export const myProfileQuery = () => queryOptions({ queryKey: profileKeys.mine(), queryFn: api.mine });
export const menteeProfileQuery = (userId: number) => queryOptions({ queryKey: profileKeys.mentee(userId), queryFn: () => api.mentee(userId) });
/** A district's states do not change while the page is open. */
export const statesQuery = (districtId: string) =>
  queryOptions({ queryKey: profileKeys.states(districtId), queryFn: () => api.statesOf(districtId), staleTime: Infinity });

/** The caller's profile, template and option lists. */
export const useMyProfile = () => useQuery(myProfileQuery());

/** Another user's profile, read-only; not asked while no user is chosen. */
export const useMenteeProfile = (userId: number | null) => useQuery({ ...menteeProfileQuery(userId ?? 0), enabled: userId !== null });

/** A function that asks for a district's states (kept once asked). */
export function useFetchStates() {
  const client = useQueryClient();
  return (districtId: string) => client.fetchQuery(statesQuery(districtId)).then((answer) => answer.data);
}

/** Saves the caller's profile: the saved profile is shown at once, and every profile key loads again. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ template, values }: { template: ProfileTemplate; values: Record<string, unknown> }) => api.save(template, values),
    onSuccess: (answer) => {
      client.setQueryData<ProfileAnswer>(profileKeys.mine(), (before) => (before ? { ...before, data: answer.data } : before));
      return client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
