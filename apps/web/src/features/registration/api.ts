import { REGISTRATION_API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** Registration calls (002 §7, docs/api.md); the recommendations page's call is in recommendations.ts. */
export const registrationApi = {
  fields: () => http.get<AnswerOf<typeof REGISTRATION_API.fields>>(REGISTRATION_API.fields.path, { auth: false }),
  createAccount: (body: FormData) =>
    http.post<AnswerOf<typeof REGISTRATION_API.createAccount>>(REGISTRATION_API.createAccount.path, { formData: body, auth: false }),
};
