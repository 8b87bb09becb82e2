import '../../ui/styles/common';
import '../../ui/styles/select';
import '../../ui/styles/forms';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PAGE_ROUTES, ROLE_NAMES, ROLES, hasAnyRole, type PeopleQuery, type PersonRow, type RoleName } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { useAuth } from '../../app/auth';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RetryAlert } from '../../ui/PageStates';
import { PAGE_SIZE, useCohortChoices, usePeople } from './hooks';
import { ROLE_LABELS } from './roleMessages';
import messages from './messages';

/** The new person form is a chunk of its own, fetched when its dialog opens. */
const NewPersonModal = lazy(() => import('./NewPersonModal').then((m) => ({ default: m.NewPersonModal })));

export const personPath = (id: number) => PAGE_ROUTES.adminPerson.path.replace(':id', String(id));

type Filters = { search: string; role: string; cohort: string; state: string };
const NO_FILTERS: Filters = { search: '', role: '', cohort: '', state: '' };

/** Content Management › People: search and filter, paged on the server; administrators create people here. */
export default function PeoplePage() {
  const t = useT();
  const administrator = hasAnyRole(useAuth().roles, [ROLES.administrator]);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query: PeopleQuery = { ...filters, page, page_size: PAGE_SIZE, sort: 'name' };
  const people = usePeople(query);
  const cohorts = useCohortChoices();
  const roleLabel = (role: string) => (ROLE_LABELS[role as RoleName] ? t(ROLE_LABELS[role as RoleName]) : role);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const columns: DataColumn<PersonRow>[] = [
    {
      key: 'name', header: t(messages.colName), minWidth: 160,
      render: (p) => <Anchor component={Link} to={personPath(p.id)} fz="sm" fw={600}>{p.name}</Anchor>,
    },
    { key: 'email', header: t(messages.colEmail), minWidth: 180, render: (p) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{p.email}</Text> },
    { key: 'roles', header: t(messages.colRoles), minWidth: 160, render: (p) => p.roles.map(roleLabel).join(', ') || '—' },
    {
      key: 'state', header: t(messages.colState), nowrap: true,
      render: (p) => (p.is_active ? t(messages.stateActive) : <Badge color="gray" variant="light">{t(messages.stateDeactivated)}</Badge>),
    },
  ];
  return (
    <Page title={messages.peopleTitle}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text c="dimmed" maw={640}>{t(messages.peopleIntro)}</Text>
          {administrator && <Button onClick={() => setCreating(true)} data-testid="new-person">{t(messages.newPerson)}</Button>}
        </Group>
        <form onSubmit={submit} data-testid="people-filter">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <TextInput style={{ minWidth: 0 }} label={t(messages.search)} type="search" value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })} data-testid="people-search" />
            <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.filterRole)} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.currentTarget.value })} data-testid="people-role"
              data={[{ value: '', label: t(messages.any) }, ...ROLE_NAMES.map((r) => ({ value: r, label: roleLabel(r) }))]} />
            <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.filterCohort)} value={draft.cohort} onChange={(e) => setDraft({ ...draft, cohort: e.currentTarget.value })} data-testid="people-cohort"
              data={[{ value: '', label: t(messages.any) }, ...(cohorts.data?.results ?? []).map((c) => ({ value: String(c.id), label: `${c.course_title} — ${c.name}` }))]} />
            <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.filterState)} value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value })} data-testid="people-state"
              data={[{ value: '', label: t(messages.any) }, { value: 'active', label: t(messages.stateActive) }, { value: 'deactivated', label: t(messages.stateDeactivated) }]} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" variant="light" data-testid="people-apply">{t(messages.searchButton)}</Button>
          </Group>
        </form>
        {people.isError && !people.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void people.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={people.data?.results ?? []}
            rowKey={(p) => p.id}
            loading={people.isFetching}
            label={t(messages.peopleTable)}
            emptyText={t(messages.empty)}
            minWidth={640}
            pagination={people.data ? { page, pageSize: PAGE_SIZE, count: people.data.count, onPageChange: setPage } : undefined}
            data-testid="people-table"
          />
        )}
      </Stack>
      {creating && <Suspense fallback={null}><NewPersonModal cohorts={cohorts.data?.results ?? []} onClose={() => setCreating(false)} /></Suspense>}
    </Page>
  );
}
