import { MESSAGES, REGISTRATION_MESSAGES, fieldErrors, parseRecordId, newPassword, registrationFieldsSchema } from '@fetp/contract';
import type { Services } from '../../services';
import { isUniqueViolation } from '../../db/client';
import { fieldText } from '../../files/upload';
import { badRequest, fieldError } from '../../plugins/errors';
import { hashPassword } from '../../plugins/passwords';
import { isOption } from '../option-lists';
import { districtInState, emailTaken, hasApplication, insertAccount } from './queries';
import { goalHasCourses } from './recommendations';

/** Where the Registration page sends the new user (002 §2.12): the flags of the answer; neither set means its redirect_url. */
export interface NextPage {
  is_welcome: boolean;
  is_recommendations: boolean;
}

/** Creates an account from the Registration form; every rule of the form is checked again here. */
export async function createAccount(services: Services, body: Record<string, unknown>): Promise<NextPage> {
  const parsed = registrationFieldsSchema.safeParse({
    email: fieldText(body.email), name: fieldText(body.name), phone_number: fieldText(body.phone_number), dob: fieldText(body.dob),
    state: fieldText(body.state), district: fieldText(body.district), gender: fieldText(body.gender), goals: fieldText(body.goals),
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const password = fieldText(body.password) ? await services.keys.decrypt(body.key_id, body.password) : '';
  if (!password) errors.password = [MESSAGES.passwordMin];
  else {
    const rule = newPassword.safeParse(password);
    if (!rule.success) errors.password = rule.error.issues.map((i) => i.message);
  }
  if (!parsed.success || errors.password) throw badRequest(Object.values(errors)[0]?.[0] ?? MESSAGES.required, errors);
  const form = parsed.data;

  const stateId = parseRecordId(form.state);
  const districtId = parseRecordId(form.district);
  const district = stateId !== null && districtId !== null ? await districtInState(services.db, stateId, districtId) : undefined;
  if (!district) throw fieldError('district', REGISTRATION_MESSAGES.badDistrict);
  if (!(await isOption(services.db, 'gender', form.gender))) throw fieldError('gender', REGISTRATION_MESSAGES.badChoice);
  if (!(await isOption(services.db, 'goals', form.goals))) throw fieldError('goals', REGISTRATION_MESSAGES.badChoice);

  const email = form.email.toLowerCase();
  // Lower-casing can lengthen an address (İ becomes two characters).
  if (email.length > 254) throw fieldError('email', MESSAGES.registrationEmail);
  if (await emailTaken(services.db, email)) throw fieldError('email', REGISTRATION_MESSAGES.emailTaken);

  const [first = '', ...rest] = form.name.split(/\s+/);
  const passwordHash = await hashPassword(password);
  try {
    await insertAccount(services.db, {
      email, passwordHash, firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100), displayName: form.name,
      phoneNumber: form.phone_number, dob: form.dob, gender: form.gender, goals: form.goals, stateId, districtId,
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(err)) {
      throw fieldError('email', REGISTRATION_MESSAGES.emailTaken);
    }
    throw err;
  }
  return nextPage(services, email, form.goals);
}

/**
 * The page after registering (002 §2.12), decided here so every client follows one rule: someone
 * who has applied to a course is welcomed (sign in, the code, the coordinator's review come next);
 * otherwise someone whose goal courses open for admission serve is shown those courses; otherwise
 * neither flag is set and the client follows redirect_url.
 */
async function nextPage(services: Services, email: string, goal: string): Promise<NextPage> {
  const [applied, served] = await Promise.all([hasApplication(services.db, email), goalHasCourses(services.db, goal)]);
  return { is_welcome: applied, is_recommendations: !applied && served };
}
