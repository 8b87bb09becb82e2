import { REGISTRATION_API } from '@fetp/contract';
import { call } from '../../app/http';

/** Registration calls (002 §7, docs/api.md); the recommendations page's call is in recommendations.ts. */
export const registrationApi = {
  fields: () => call(REGISTRATION_API.fields, { auth: false }),
  createAccount: (body: FormData) =>
    call(REGISTRATION_API.createAccount, { body, auth: false }),
};
