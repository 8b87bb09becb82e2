import '../../ui/styles/common';
import '../../ui/styles/content';
import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PEOPLE_IMPORT_TEMPLATE, type ImportCounts, type ImportProblem, type ImportRowPlan, type PeopleImportAnswer } from '@fetp/contract';
import { Page } from '../../app/Page';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { useFieldError } from '../../ui/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { FileInputField } from '../../ui/form/FileInputField';
import { saveBlob } from '../../ui/download';
import { useImportDryRun, useImportPeople } from './hooks';
import messages from './messages';

const PAGE_SIZE = 20;

/** The problems a refused call answered with (a file or a real run with bad rows). */
const problemsOf = (error: unknown): ImportProblem[] | null => {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const problems = (error.body as { problems?: unknown }).problems;
  return Array.isArray(problems) && problems.length ? (problems as ImportProblem[]) : null;
};

function Counts({ counts }: { counts: ImportCounts }) {
  const t = useT();
  const items: Array<[keyof ImportCounts, string]> = [
    ['rows', t(messages.countRows)], ['new_accounts', t(messages.countNew)], ['updated_accounts', t(messages.countUpdated)], ['roles', t(messages.countRoles)],
    ['enrolments', t(messages.countEnrolments)], ['coordinators', t(messages.countCoordinators)], ['mentor_assignments', t(messages.countMentors)],
    ['invitations', t(messages.countInvitations)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="import-counts">
      {items.map(([key, label]) => (
        <Paper key={key} withBorder p="sm" data-count={key}>
          <Text fz="xl" fw={700}>{counts[key]}</Text>
          <Text fz="sm" c="dimmed">{label}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ProblemsTable({ problems }: { problems: ImportProblem[] }) {
  const t = useT();
  const translated = useFieldError();
  const [page, setPage] = useState(1);
  const columns: DataColumn<ImportProblem>[] = [
    { key: 'row', header: t(messages.colRow), nowrap: true, align: 'right', render: (p) => (p.row > 0 ? p.row : '—') },
    { key: 'column', header: t(messages.colColumn), nowrap: true, render: (p) => (p.column === 'file' ? t(messages.wholeFile) : <code>{p.column}</code>) },
    { key: 'message', header: t(messages.colProblem), minWidth: 200, render: (p) => translated(p.message) },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" c="red.9">{t(messages.problemsTitle, { count: problems.length })}</Title>
      <DataTable
        columns={columns}
        rows={problems.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
        label={t(messages.problemsTable)}
        minWidth={320}
        pagination={problems.length > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, count: problems.length, onPageChange: setPage } : undefined}
        data-testid="import-problems"
      />
    </Stack>
  );
}

function RowsTable({ rows }: { rows: ImportRowPlan[] }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const account = { new: messages.accountNew, updated: messages.accountUpdated, unchanged: messages.accountUnchanged } as const;
  const changes = (r: ImportRowPlan) => [
    ...r.roles.map((role) => t(messages.roleChange, { role })),
    ...(r.enrolment ? [t(messages.enrolChange, { cohort: r.enrolment.cohort, course: r.enrolment.course })] : []),
    ...(r.coordinates ? [t(messages.coordinateChange, { course: r.coordinates })] : []),
    ...r.mentors.map((m) => t(messages.mentorChange, { number: m.mentor_number, email: m.email })),
    ...(r.supervisor ? [t(messages.supervisorChange, { number: r.supervisor })] : []),
  ];
  const columns: DataColumn<ImportRowPlan>[] = [
    { key: 'row', header: t(messages.colRow), nowrap: true, align: 'right', render: (r) => r.row },
    { key: 'email', header: t(messages.colEmail), minWidth: 160, render: (r) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{r.email}</Text> },
    { key: 'account', header: t(messages.colAccount), nowrap: true, render: (r) => t(account[r.account]) },
    {
      key: 'changes', header: t(messages.colChanges), minWidth: 200,
      render: (r) => {
        const list = changes(r);
        return list.length ? <Stack gap={2}>{list.map((c) => <Text key={c} fz="sm">{c}</Text>)}</Stack> : <Text fz="sm" c="dimmed">{t(messages.nothing)}</Text>;
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      rowKey={(r) => r.row}
      label={t(messages.rowsTable)}
      minWidth={560}
      pagination={rows.length > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, count: rows.length, onPageChange: setPage } : undefined}
      data-testid="import-rows"
    />
  );
}

/** Content Management › Import people (administrators): a CSV file checked by a dry run, then imported in one go. */
export default function PeopleImportPage() {
  const t = useT();
  const translated = useFieldError();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dryRun = useImportDryRun();
  const importing = useImportPeople();
  const checked: PeopleImportAnswer | undefined = dryRun.data;
  const done: PeopleImportAnswer | undefined = importing.data;

  const choose = (next: File | null) => {
    setFile(next);
    setConfirming(false);
    dryRun.reset();
    importing.reset();
  };
  const failure = importing.error ?? dryRun.error;
  const refused = problemsOf(failure);
  const failureText = failure && !refused ? (failure instanceof ApiError && failure.message ? translated(failure.message) : t(messages.failed)) : null;
  const problems = refused ?? (checked && checked.problems.length ? checked.problems : null);

  return (
    <Page title={messages.title}>
      <Stack gap="md">
        <Text c="dimmed" maw={720}>{t(messages.intro)}</Text>
        <Text fz="sm" maw={720} style={{ overflowWrap: 'anywhere' }}>{t(messages.columnsHint)}</Text>
        <Group>
          <Button variant="light" onClick={() => saveBlob(new Blob([PEOPLE_IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'people-import-template.csv')} data-testid="import-template">
            {t(messages.template)}
          </Button>
        </Group>
        {done ? (
          <Stack gap="md" data-testid="import-done">
            <Alert color="green" title={t(messages.doneTitle)}>{translated(done.message)}</Alert>
            <Counts counts={done.counts} />
            <Group><Button variant="default" onClick={() => choose(null)}>{t(messages.another)}</Button></Group>
          </Stack>
        ) : (
          <>
            <FileInputField label={t(messages.file)} hint={t(messages.fileHint)} accept=".csv,text/csv" value={file} onChange={choose} required data-testid="import-file" />
            <Group>
              <Button onClick={() => file && dryRun.mutate(file)} disabled={!file} loading={dryRun.isPending} data-testid="import-dry-run">{t(messages.dryRun)}</Button>
            </Group>
            {dryRun.isPending && <Text fz="sm" role="status">{t(messages.checking)}</Text>}
            {failureText && <Alert color="red" role="alert">{failureText}</Alert>}
            {problems && <ProblemsTable problems={problems} />}
            {checked && !problems && (
              <Stack gap="md" data-testid="import-ready">
                <Title order={2} fz="lg">{t(messages.readyTitle)}</Title>
                <Counts counts={checked.counts} />
                <RowsTable rows={checked.rows} />
                {confirming ? (
                  <Paper withBorder p="md" role="group" aria-label={t(messages.import)}>
                    <Text fz="sm" mb="sm">{t(messages.confirmText, { rows: checked.counts.rows, invitations: checked.counts.invitations })}</Text>
                    <Group gap="sm">
                      <Button color="green" loading={importing.isPending} onClick={() => file && importing.mutate(file)} data-testid="import-confirm">{t(messages.confirm)}</Button>
                      <Button variant="default" onClick={() => setConfirming(false)} disabled={importing.isPending}>{t(messages.cancel)}</Button>
                    </Group>
                  </Paper>
                ) : (
                  <Group><Button onClick={() => setConfirming(true)} data-testid="import-start">{t(messages.import)}</Button></Group>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
