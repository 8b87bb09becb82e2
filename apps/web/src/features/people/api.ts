import {
  PEOPLE_API as API, type AssignMentorBody, type EnrolBody, type GrantBody, type MoveBody, type NewPersonBody, type PeopleQuery, type RevokeBody,
  type SupervisorBody, type UnassignMentorBody,
} from '@fetp/contract';
import { call } from '../../app/http';

/** People's calls (contract PEOPLE_API), sent as JSON; the pages show their own messages. */
export const peopleApi = {
  people: (query: PeopleQuery) => call(API.people, { query }),
  cohorts: () => call(API.cohorts),
  person: (user: number) => call(API.person, { params: { user } }),
  create: (body: NewPersonBody) => call(API.create, { body, as: 'json', toast: false }),
  grant: (user: number, body: GrantBody) => call(API.grant, { params: { user }, body, as: 'json', toast: false }),
  revoke: (user: number, body: RevokeBody) => call(API.revoke, { params: { user }, body, as: 'json', toast: false }),
  enrol: (user: number, body: EnrolBody) => call(API.enrol, { params: { user }, body, as: 'json', toast: false }),
  move: (user: number, body: MoveBody) => call(API.move, { params: { user }, body, as: 'json', toast: false }),
  unenrol: (user: number, body: EnrolBody) => call(API.unenrol, { params: { user }, body, as: 'json', toast: false }),
  assignMentor: (user: number, body: AssignMentorBody) => call(API.assignMentor, { params: { user }, body, as: 'json', toast: false }),
  unassignMentor: (user: number, body: UnassignMentorBody) => call(API.unassignMentor, { params: { user }, body, as: 'json', toast: false }),
  supervisor: (user: number, body: SupervisorBody) => call(API.supervisor, { params: { user }, body, as: 'json', toast: false }),
  deactivate: (user: number) => call(API.deactivate, { params: { user }, toast: false }),
  reactivate: (user: number) => call(API.reactivate, { params: { user }, toast: false }),
  invite: (user: number) => call(API.invite, { params: { user }, toast: false }),
};
