import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignMentorBody, EnrolBody, GrantBody, MoveBody, NewPersonBody, PeopleQuery, RevokeBody, SupervisorBody, UnassignMentorBody,
} from '@fetp/contract';
import { peopleApi as api } from './api';

export const peopleKeys = {
  all: ['people'] as const,
  list: (query: PeopleQuery) => [...peopleKeys.all, 'list', query] as const,
  cohorts: () => [...peopleKeys.all, 'cohorts'] as const,
  person: (id: number) => [...peopleKeys.all, 'person', id] as const,
};

/** The list is paged by 20 on the server. */
export const PAGE_SIZE = 20;

export const peopleQuery = (query: PeopleQuery) =>
  queryOptions({ queryKey: peopleKeys.list(query), queryFn: () => api.people(query), placeholderData: keepPreviousData });
export const usePeople = (query: PeopleQuery) => useQuery(peopleQuery(query));

export const useMentorChoices = (search: string) => useQuery({
  ...peopleQuery({ role: 'Mentor', state: 'active', search: search || undefined, page: 1, page_size: 50, sort: 'name' }),
});

export const useCohortChoices = () => useQuery({ queryKey: peopleKeys.cohorts(), queryFn: () => api.cohorts(), staleTime: 60_000 });

export const personQuery = (id: number) => queryOptions({ queryKey: peopleKeys.person(id), queryFn: () => api.person(id) });
export const usePerson = (id: number) => useQuery(personQuery(id));

export const useCreatePerson = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: NewPersonBody) => api.create(body), onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.all }) });
};

/** A change of one person's standing or account. */
export type PersonAction =
  | { kind: 'grant'; body: GrantBody }
  | { kind: 'revoke'; body: RevokeBody }
  | { kind: 'enrol'; body: EnrolBody }
  | { kind: 'move'; body: MoveBody }
  | { kind: 'unenrol'; body: EnrolBody }
  | { kind: 'assignMentor'; body: AssignMentorBody }
  | { kind: 'unassignMentor'; body: UnassignMentorBody }
  | { kind: 'supervisor'; body: SupervisorBody }
  | { kind: 'deactivate' | 'reactivate' | 'invite' };

function run(id: number, action: PersonAction) {
  switch (action.kind) {
    case 'grant': return api.grant(id, action.body);
    case 'revoke': return api.revoke(id, action.body);
    case 'enrol': return api.enrol(id, action.body);
    case 'move': return api.move(id, action.body);
    case 'unenrol': return api.unenrol(id, action.body);
    case 'assignMentor': return api.assignMentor(id, action.body);
    case 'unassignMentor': return api.unassignMentor(id, action.body);
    case 'supervisor': return api.supervisor(id, action.body);
    default: return api[action.kind](id);
  }
}

/** Changes one person: the answer is their standing, kept at once; the lists are read again. */
export function usePersonAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PersonAction) => run(id, action),
    onSuccess: (answer) => {
      client.setQueryData(peopleKeys.person(id), answer);
      void client.invalidateQueries({ queryKey: [...peopleKeys.all, 'list'] });
    },
  });
}
