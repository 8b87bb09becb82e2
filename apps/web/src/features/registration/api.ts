import { REGISTRATION_API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

export interface CreateAccountAnswer {
  success: boolean;
  redirect_url: string;
  authenticated_user: boolean;
  message: string;
}

/** Registration calls (002 §7, docs/api.md). */
export const registrationApi = {
  fields: () => http.get<AnswerOf<typeof REGISTRATION_API.fields>>(REGISTRATION_API.fields.path, { auth: false }),
  createAccount: (body: FormData) => http.post<CreateAccountAnswer>(REGISTRATION_API.createAccount.path, { formData: body, auth: false }),
};
