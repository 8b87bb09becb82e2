import { ACCOUNT_SETTINGS_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

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
    http.post<AnswerOf<typeof API.changePassword>>(API.changePassword.path, { form: { ...form }, toast: false }),
  sessions: () => http.get<AnswerOf<typeof API.sessions>>(API.sessions.path),
  revokeSession: (id: number) =>
    http.delete<AnswerOf<typeof API.revokeSession>>(API.revokeSession.path.replace(':id', String(id)), { toast: false }),
  signOutOthers: () => http.post<AnswerOf<typeof API.signOutOthers>>(API.signOutOthers.path, { toast: false }),
  uploadPhoto: (photo: File) => {
    const body = new FormData();
    body.append('photo', photo);
    return http.post<AnswerOf<typeof API.uploadPhoto>>(API.uploadPhoto.path, { formData: body, toast: false });
  },
  removePhoto: () => http.delete<AnswerOf<typeof API.removePhoto>>(API.removePhoto.path, { toast: false }),
};
