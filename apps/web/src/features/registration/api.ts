import type { RegisterFieldsAnswer } from '@fetp/contract';
import { http } from '../../app/http';

export interface CreateAccountAnswer {
  success: boolean;
  redirect_url: string;
  authenticated_user: boolean;
  message: string;
}

/** Registration calls (002 §7, docs/api.md). */
export const registrationApi = {
  fields: () => http.get<RegisterFieldsAnswer>('/register-fields-value/', { auth: false }),
  createAccount: (body: FormData) => http.post<CreateAccountAnswer>('/create_account_custom', { formData: body, auth: false }),
};
