import { ACCOUNT_SETTINGS_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** The encrypted passwords of the Change password form and the key they were encrypted with. */
export interface EncryptedPasswords {
  current_password: string;
  new_password1: string;
  new_password2: string;
  key_id: string;
}

/** Account Settings' calls (contract ACCOUNT_SETTINGS_API); the page shows its own messages. */
export const accountSettingsApi = {
  changePassword: (form: EncryptedPasswords) =>
    call(API.changePassword, { body: { ...form }, toast: false }),
  sessions: () => call(API.sessions),
  revokeSession: (id: number) =>
    call(API.revokeSession, { params: { id }, toast: false }),
  signOutOthers: () => call(API.signOutOthers, { toast: false }),
  uploadPhoto: (photo: File) => {
    const body = new FormData();
    body.append('photo', photo);
    return call(API.uploadPhoto, { body, toast: false });
  },
  removePhoto: () => call(API.removePhoto, { toast: false }),
};
