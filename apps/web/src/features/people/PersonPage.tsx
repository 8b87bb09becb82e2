import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/select';
import '../../ui/styles/checks';
import '../../ui/styles/forms';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_ROUTES, ROLE_NAMES, ROLES, type PersonEnrolment, type PersonStanding, type RoleName } from '@fetp/contract';
import { Page } from '../../app/Page';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { recordIdOf } from '../../ui/routeIds';
import { useCohortChoices, useMentorChoices, usePerson, usePersonAction, type PersonAction } from './hooks';
import { ROLE_LABELS } from './roleMessages';
import messages from './messages';

type Confirming = { text: string; action: PersonAction } | null;

/** Content Management › one person: account, roles, enrolments and mentors, each change answered with the new standing. */
export default function PersonPage() {
  const t = useT();
  const fieldError = useFieldError();
  const id = recordIdOf(useParams().id) ?? 0;
  const person = usePerson(id);
  const change = usePersonAction(id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const run = async (action: PersonAction) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync(action);
      showSuccess(fieldError(answer.message) ?? answer.message);
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? (fieldError(error.message) ?? error.message) : t(messages.saveFailed));
      return false;
    }
  };

  const back = <Anchor component={Link} to={PAGE_ROUTES.adminPeople.path} fz="sm">{t(messages.backToPeople)}</Anchor>;
  if (person.isPending) return <Page title={messages.personTitle}><PageLoader /></Page>;
  if (!person.data) {
    return (
      <Page title={messages.personTitle}>
        <Stack gap="md">
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void person.refetch()} />
          {back}
        </Stack>
      </Page>
    );
  }
  const p = person.data.data;
  const roleLabel = (role: string) => (ROLE_LABELS[role as RoleName] ? t(ROLE_LABELS[role as RoleName]) : role);
  return (
    <Page title={messages.personTitle}>
      <Stack gap="lg">
        {back}
        <Group gap="sm" align="baseline">
          <Title order={2} data-testid="person-name">{p.name}</Title>
          {!p.is_active && <Badge color="gray" variant="light" data-testid="person-deactivated">{t(messages.stateDeactivated)}</Badge>}
        </Group>
        {failure ? <ErrorAlert testId="person-failure">{failure}</ErrorAlert> : null}

        <Card withBorder component="section" aria-labelledby="person-account">
          <Stack gap="xs">
            <Title order={3} id="person-account" fz="lg">{t(messages.account)}</Title>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{p.email}</Text>
            {p.phone_number && <Text fz="sm">{p.phone_number}</Text>}
            {!p.has_password && <Text fz="sm" c="dimmed">{t(messages.invitationPending)}</Text>}
            {p.administrator && (
              <Group gap="sm">
                {!p.has_password && p.is_active && (
                  <Button size="xs" variant="light" onClick={() => void run({ kind: 'invite' })} data-testid="person-invite">{t(messages.resendInvitation)}</Button>
                )}
                {p.is_active ? (
                  <Button size="xs" color="red" variant="light" data-testid="person-deactivate"
                    onClick={() => setConfirming({ text: t(messages.confirmDeactivate, { name: p.name }), action: { kind: 'deactivate' } })}>{t(messages.deactivate)}</Button>
                ) : (
                  <Button size="xs" variant="light" onClick={() => void run({ kind: 'reactivate' })} data-testid="person-reactivate">{t(messages.reactivate)}</Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>

        <Card withBorder component="section" aria-labelledby="person-roles">
          <Stack gap="xs">
            <Title order={3} id="person-roles" fz="lg">{t(messages.colRoles)}</Title>
            {p.roles.length === 0 && <Text fz="sm" c="dimmed">{t(messages.noRoles)}</Text>}
            <Stack gap={4} data-testid="person-role-list">
              {p.roles.map((role) => (
                <Group key={role} gap="sm" justify="space-between" wrap="wrap">
                  <Text fz="sm" fw={600}>{roleLabel(role)}</Text>
                  {p.administrator && role !== ROLES.coordinator && (
                    <Button size="xs" variant="subtle" color="red" aria-label={t(messages.removeNamed, { name: roleLabel(role) })}
                      onClick={() => setConfirming({ text: t(messages.confirmRemove, { name: roleLabel(role) }), action: { kind: 'revoke', body: { role } } })}>{t(messages.remove)}</Button>
                  )}
                </Group>
              ))}
              {p.coordinated_courses.map((c) => (
                <Group key={c.id} gap="sm" justify="space-between" wrap="wrap">
                  <Text fz="sm">{t(messages.coordinates, { course: c.title })}</Text>
                  {p.administrator && (
                    <Button size="xs" variant="subtle" color="red" aria-label={t(messages.removeNamed, { name: c.title })}
                      onClick={() => setConfirming({ text: t(messages.confirmRemove, { name: t(messages.coordinates, { course: c.title }) }), action: { kind: 'revoke', body: { role: ROLES.coordinator, course_id: c.id } } })}>{t(messages.remove)}</Button>
                  )}
                </Group>
              ))}
              {p.roles.includes(ROLES.advisor) && (
                <Text fz="sm">{p.advisor_hubs.length ? t(messages.advisorHubs, { hubs: p.advisor_hubs.map((h) => h.name).join(', ') }) : t(messages.wholeProgramme)}</Text>
              )}
            </Stack>
            {p.administrator && <GrantForm person={p} busy={change.isPending} onGrant={run} />}
          </Stack>
        </Card>

        <Card withBorder component="section" aria-labelledby="person-enrolments">
          <Stack gap="sm">
            <Title order={3} id="person-enrolments" fz="lg">{t(messages.enrolments)}</Title>
            {p.enrolments.length === 0 && <Text fz="sm" c="dimmed">{t(messages.noEnrolments)}</Text>}
            {p.enrolments.map((e) => (
              <EnrolmentCard key={e.cohort_id} enrolment={e} busy={change.isPending} run={run}
                confirm={(text, action) => setConfirming({ text, action })} />
            ))}
            <EnrolForm busy={change.isPending} enrolled={p.enrolments.map((e) => e.cohort_id)} onEnrol={run} />
          </Stack>
        </Card>
      </Stack>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t(messages.confirm)} size="sm" closeButtonProps={{ 'aria-label': t(messages.closeDialog) }}>
        <Stack gap="md">
          <Text fz="sm" data-testid="person-confirm-text">{confirming?.text}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>{t(messages.cancel)}</Button>
            <Button color="red" loading={change.isPending} data-testid="person-confirm"
              onClick={() => { const action = confirming!.action; setConfirming(null); void run(action); }}>{t(messages.confirm)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}

function GrantForm({ person, busy, onGrant }: { person: PersonStanding; busy: boolean; onGrant: (a: PersonAction) => Promise<boolean> }) {
  const t = useT();
  const [role, setRole] = useState('');
  const [course, setCourse] = useState('');
  const cohorts = useCohortChoices();
  const courses = [...new Map((cohorts.data?.results ?? []).map((c) => [c.course_id, c.course_title])).entries()];
  const open = ROLE_NAMES.filter((r) => r === ROLES.coordinator || !person.roles.includes(r));
  const ready = role !== '' && (role !== ROLES.coordinator || course !== '');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.role)} value={role} onChange={(e) => setRole(e.currentTarget.value)} data-testid="grant-role"
        data={[{ value: '', label: '—' }, ...open.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))]} />
      {role === ROLES.coordinator && (
        <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.course)} value={course} onChange={(e) => setCourse(e.currentTarget.value)} data-testid="grant-course"
          data={[{ value: '', label: '—' }, ...courses.map(([cid, title]) => ({ value: String(cid), label: title }))]} />
      )}
      <Button variant="light" disabled={!ready} loading={busy} data-testid="grant-submit"
        onClick={() => void onGrant({ kind: 'grant', body: { role, ...(role === ROLES.coordinator ? { course_id: Number(course) } : {}) } }).then((ok) => ok && setRole(''))}>
        {t(messages.grantRole)}
      </Button>
    </Group>
  );
}

function EnrolForm({ busy, enrolled, onEnrol }: { busy: boolean; enrolled: number[]; onEnrol: (a: PersonAction) => Promise<boolean> }) {
  const t = useT();
  const [cohort, setCohort] = useState('');
  const cohorts = useCohortChoices();
  const choices = (cohorts.data?.results ?? []).filter((c) => !enrolled.includes(c.id));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.filterCohort)} value={cohort} onChange={(e) => setCohort(e.currentTarget.value)} data-testid="enrol-cohort"
        data={[{ value: '', label: '—' }, ...choices.map((c) => ({ value: String(c.id), label: `${c.course_title} — ${c.name}` }))]} />
      <Button variant="light" disabled={!cohort} loading={busy} data-testid="enrol-submit"
        onClick={() => void onEnrol({ kind: 'enrol', body: { cohort_id: Number(cohort) } }).then((ok) => ok && setCohort(''))}>{t(messages.enrol)}</Button>
    </Group>
  );
}

function EnrolmentCard({ enrolment: e, busy, run, confirm }: {
  enrolment: PersonEnrolment; busy: boolean; run: (a: PersonAction) => Promise<boolean>; confirm: (text: string, action: PersonAction) => void;
}) {
  const t = useT();
  const [to, setTo] = useState('');
  const name = `${e.course_title} — ${e.cohort_name}`;
  const free = ([1, 2] as const).filter((n) => !e.mentors.some((m) => m.mentor_number === n));
  return (
    <Card withBorder padding="sm" data-testid={`enrolment-${e.cohort_id}`}>
      <Stack gap="xs">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>{name}</Text>
          {e.graduated && <Badge variant="light">{t(messages.graduated)}</Badge>}
        </Group>
        {([1, 2] as const).map((n) => {
          const m = e.mentors.find((x) => x.mentor_number === n);
          return (
            <Group key={n} gap="sm" justify="space-between" wrap="wrap">
              <Text fz="sm">
                {t(messages.mentorSlot, { number: n })}: {m ? m.name : <Text span c="dimmed" fz="sm">{t(messages.noMentor)}</Text>}
                {m?.is_supervisor ? ` (${t(messages.supervisor)})` : ''}
              </Text>
              {m && (
                <Group gap={4}>
                  {!m.is_supervisor && (
                    <Button size="xs" variant="subtle" disabled={busy} onClick={() => void run({ kind: 'supervisor', body: { cohort_id: e.cohort_id, mentor_number: n } })}>{t(messages.makeSupervisor)}</Button>
                  )}
                  <Button size="xs" variant="subtle" color="red" aria-label={t(messages.removeNamed, { name: m.name })}
                    onClick={() => confirm(t(messages.confirmRemove, { name: m.name }), { kind: 'unassignMentor', body: { cohort_id: e.cohort_id, mentor_number: n } })}>{t(messages.remove)}</Button>
                </Group>
              )}
            </Group>
          );
        })}
        {free.length > 0 && <AssignMentor cohortId={e.cohort_id} slots={free} busy={busy} run={run} />}
        <Group gap="sm" align="flex-end" wrap="wrap">
          {e.other_cohorts.length > 0 && (
            <>
              <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.moveTo)} value={to} onChange={(ev) => setTo(ev.currentTarget.value)} data-testid={`move-${e.cohort_id}`}
                data={[{ value: '', label: '—' }, ...e.other_cohorts.map((c) => ({ value: String(c.id), label: c.name }))]} />
              <Button size="sm" variant="light" disabled={!to || busy}
                onClick={() => void run({ kind: 'move', body: { from_cohort_id: e.cohort_id, to_cohort_id: Number(to) } })}>{t(messages.move)}</Button>
            </>
          )}
          <Button size="sm" variant="subtle" color="red" data-testid={`unenrol-${e.cohort_id}`}
            onClick={() => confirm(t(messages.confirmRemove, { name }), { kind: 'unenrol', body: { cohort_id: e.cohort_id } })}>{t(messages.unenrol)}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

function AssignMentor({ cohortId, slots, busy, run }: { cohortId: number; slots: readonly (1 | 2)[]; busy: boolean; run: (a: PersonAction) => Promise<boolean> }) {
  const t = useT();
  const [mentor, setMentor] = useState('');
  const [slot, setSlot] = useState<string>(String(slots[0]));
  const [supervisor, setSupervisor] = useState(false);
  const [search, setSearch] = useState('');
  // The list follows the typing once it pauses, so each keystroke does not ask the server.
  const [searched] = useDebouncedValue(search.trim(), 300);
  const mentors = useMentorChoices(searched);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput miw={0} maw="100%" label={t(messages.findMentor)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid={`mentor-search-${cohortId}`} />
      <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.mentor)} value={mentor} onChange={(e) => setMentor(e.currentTarget.value)} data-testid={`mentor-${cohortId}`}
        data={[{ value: '', label: '—' }, ...(mentors.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name }))]} />
      {slots.length > 1 && (
        <NativeSelect miw={0} maw="100%" style={{ minWidth: 0 }} label={t(messages.slot)} value={slot} onChange={(e) => setSlot(e.currentTarget.value)}
          data={slots.map((n) => ({ value: String(n), label: t(messages.mentorSlot, { number: n }) }))} />
      )}
      <Checkbox label={t(messages.asSupervisor)} checked={supervisor} onChange={(e) => setSupervisor(e.currentTarget.checked)} mb={8} />
      <Button size="sm" variant="light" disabled={!mentor || busy} data-testid={`assign-${cohortId}`}
        onClick={() => void run({ kind: 'assignMentor', body: { cohort_id: cohortId, mentor_number: Number(slot) as 1 | 2, mentor_id: Number(mentor), is_supervisor: supervisor } }).then((ok) => ok && setMentor(''))}>
        {t(messages.assign)}
      </Button>
    </Group>
  );
}
