import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, REGISTRATION_MESSAGES, fieldErrors, parseRecordId, newPassword, registrationFieldsSchema } from '@fetp/contract';
import type { Services } from '../../services';
import { isUniqueViolation } from '../../db/client';
import { districts, users } from '../../db/schema';
import { fieldText } from '../../files/upload';
import { badRequest, fieldError } from '../../plugins/errors';
import { hashPassword } from '../../plugins/passwords';
import { isOption } from '../option-lists';


/** Creates an account from the Registration form; every rule of the form is checked again here. */
export async function createAccount(services: Services, body: Record<string, unknown>) {
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
  const [district] = stateId !== null && districtId !== null
    ? await services.db.select().from(districts).where(and(eq(districts.id, districtId), eq(districts.stateId, stateId)))
    : [];
  if (!district) throw fieldError('district', REGISTRATION_MESSAGES.badDistrict);
  if (!(await isOption(services.db, 'gender', form.gender))) throw fieldError('gender', REGISTRATION_MESSAGES.badChoice);
  if (!(await isOption(services.db, 'goals', form.goals))) throw fieldError('goals', REGISTRATION_MESSAGES.badChoice);

  const email = form.email.toLowerCase();
  // Lower-casing can lengthen an address (İ becomes two characters).
  if (email.length > 254) throw fieldError('email', MESSAGES.registrationEmail);
  const [taken] = await services.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw fieldError('email', REGISTRATION_MESSAGES.emailTaken);

  const [first = '', ...rest] = form.name.split(/\s+/);
  const passwordHash = await hashPassword(password);
  try {
    await services.db.insert(users).values({
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
}
