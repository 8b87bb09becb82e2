import { createContext, useContext } from 'react';
import type { Option, ProfileOption, ProfileOptions } from '@fetp/contract';

/** What the profile's fields and cards read besides the form: the answer's option lists and the account's e-mail. */
export interface ProfileContextValue {
  options: ProfileOptions;
  email: string;
}

export const ProfileContext = createContext<ProfileContextValue | null>(null);

/** The profile's option lists and e-mail (inside a profile form or card). */
export function useProfileContext(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfileContext outside a ProfileContext');
  return value;
}

const kitLists = new WeakMap<readonly ProfileOption[], Option[]>();

/** A profile option list as the form kit's selects take it (key = value, value = label), converted once per list. */
export function kitOptions(list: readonly ProfileOption[] | undefined): Option[] {
  if (!list) return [];
  let converted = kitLists.get(list);
  if (!converted) {
    converted = list.map((o) => ({ key: o.value, value: o.label, selected: false }));
    kitLists.set(list, converted);
  }
  return converted;
}
