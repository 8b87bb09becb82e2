import { PeopleRefusal } from '../../db/people';
import { HttpError } from '../../plugins/errors';

const STATUS = { missing: 404, conflict: 409, broken: 400 } as const;

/** A refusal of db/people.ts as the call answers it: a missing record 404, a duplicate 409, a broken rule 400, with the contract's text. */
export function refusalAsHttp(refusal: PeopleRefusal): HttpError {
  return new HttpError(STATUS[refusal.kind], refusal.message);
}

/** Rethrows a refusal of db/people.ts as its answer, anything else as it is (`.catch(answeringRefusals)`). */
export function answeringRefusals(error: unknown): never {
  throw error instanceof PeopleRefusal ? refusalAsHttp(error) : error;
}
