import '../../ui/styles/common';
import '../../ui/styles/select';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { ROLES, hasAnyRole, type ApplicationRow } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { pageCount, parsePage } from '../../ui/Pagination';
import { listDate } from '../../ui/dates';
import { TRACKER_PAGE_SIZE } from './api';
import { useApplications, useDownloadApplications, useTrackerCourses } from './hooks';
import messages from './messages';
import type { DecisionKind } from './DecisionModal';

/** The Admit / Reject dialog, a chunk of its own loaded when first opened. */
const DecisionModal = lazy(() => import('./DecisionModal').then((m) => ({ default: m.DecisionModal })));

/** The Select's value for "no course chosen" (no pk sent). */
const ALL = 'all';

type FileColumn = 'download_application_form' | 'dob_certificate' | 'hpdegree_certificate' | 'udegree_certificate' | 'noc_certificate';

const fullName = (row: ApplicationRow) => [row.first_name, row.last_name].filter(Boolean).join(' ');

/** A document of an application: a signed link opened in a new tab, or the spec's text when absent. */
function DocumentLink({ row, field, document, missing }: { row: ApplicationRow; field: FileColumn; document: MessageDescriptor; missing: MessageDescriptor }) {
  const t = useT();
  const href = row[field];
  if (!href) {
    return (
      <Text fz="sm" c="dimmed" data-testid={`missing-${field}`}>
        {t(missing)}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      fz="sm"
      fw={600}
      aria-label={t(messages.viewLabel, { document: t(document), name: fullName(row) })}
      data-testid={`link-${field}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconFileTypePdf size={16} aria-hidden />
      {t(messages.view)}
    </Anchor>
  );
}

/** An e-mail address that, when it must wrap, wraps before its @ first. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </Text>
  );
}

/** The ID photo as a small thumbnail that opens the full picture; nothing when there is none. */
function IdPhoto({ row }: { row: ApplicationRow }) {
  const t = useT();
  if (!row.id_photo) return null;
  return (
    <Anchor href={row.id_photo} target="_blank" rel="noopener noreferrer" display="inline-block" lh={0}>
      <img
        src={row.id_photo}
        alt={t(messages.photoAlt, { name: fullName(row) })}
        width={40}
        height={52}
        loading="lazy"
        data-testid="id-photo"
        style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-1)' }}
      />
    </Anchor>
  );
}

const STATUS_LOOK = {
  pending: { color: 'gray', label: messages.statusPending },
  admitted: { color: 'green', label: messages.statusAdmitted },
  rejected: { color: 'red', label: messages.statusRejected },
} as const;

/** The admission decision of an application (issue 32): its badge, who decided and when, the cohort and the note. */
function Decision({ row }: { row: ApplicationRow }) {
  const t = useT();
  const look = STATUS_LOOK[row.status];
  return (
    <Stack gap={2} maw={260} data-testid="decision">
      {/* Dark text on the tint: green or red text on a light badge falls under 4.5:1 on the table's striped and hovered rows. */}
      <Badge color={look.color} variant="light" c="dark.8" radius="sm" data-testid="decision-status">{t(look.label)}</Badge>
      {row.decided_at ? (
        <Text fz="xs" c="dimmed">{t(messages.decidedBy, { name: row.decided_by ?? t(messages.noValue), date: listDate(row.decided_at) })}</Text>
      ) : null}
      {row.cohort ? <Text fz="xs">{t(messages.admittedInto, { cohort: row.cohort })}</Text> : null}
      {row.decision_note ? <Text fz="xs" style={{ overflowWrap: 'anywhere' }} data-testid="decision-note">{row.decision_note}</Text> : null}
    </Stack>
  );
}

/** Applications tracker (002 §2.11): a course filter, the applicants' table and a CSV download. */
export default function ApplicationTrackerPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const course = params.get('course') || undefined;
  const page = parsePage(params.get('page'));

  const courses = useTrackerCourses();
  const applications = useApplications({ pk: course, page, pageSize: TRACKER_PAGE_SIZE });
  const download = useDownloadApplications();
  // An administrator decides every course's applications (issue 32).
  const administrator = hasAnyRole(useAuth().roles, [ROLES.administrator]);
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; row: ApplicationRow } | null>(null);

  const answer = applications.data;
  const rows = answer?.data ?? [];
  const count = answer?.count ?? 0;

  const options = useMemo(
    () => [{ value: ALL, label: t(messages.allCourses) }, ...(courses.data?.data ?? [])],
    [courses.data, t],
  );

  /** The filter and the page live in the address (?course=&page=), so Back and a reload keep them. */
  const update = (next: { course?: string; page?: number }) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      if ('course' in next) {
        if (next.course) out.set('course', next.course);
        else out.delete('course');
        out.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
      }
      return out;
    });
  };

  // A page past the end (an old address, or rows removed meanwhile): show the last page instead.
  const lastPage = answer ? pageCount(answer.count, answer.page_size) : 1;
  const pastTheEnd = !applications.isPlaceholderData && answer !== undefined && rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (lastPage > 1) out.set('page', String(lastPage));
        else out.delete('page');
        return out;
      },
      { replace: true },
    );
  }, [pastTheEnd, lastPage, setParams]);

  const fileColumn = (key: FileColumn, header: MessageDescriptor, missing: MessageDescriptor): DataColumn<ApplicationRow> => ({
    key,
    header: t(header),
    render: (row) => <DocumentLink row={row} field={key} document={header} missing={missing} />,
  });

  const columns: DataColumn<ApplicationRow>[] = [
    { key: 'id_photo', header: t(messages.colIdPhoto), render: (row) => <IdPhoto row={row} /> },
    { key: 'first_name', header: t(messages.colFirstName), minWidth: 90, render: (row) => <Text fz="sm" fw={600}>{row.first_name}</Text> },
    { key: 'email', header: t(messages.colEmail), render: (row) => <Email address={row.email} />, minWidth: 140 },
    { key: 'age', header: t(messages.colAge), align: 'right', nowrap: true, render: (row) => row.age ?? t(messages.noValue) },
    { key: 'district', header: t(messages.colDistrict), render: (row) => row.district || t(messages.noValue) },
    { key: 'state', header: t(messages.colState), render: (row) => row.state || t(messages.noValue) },
    { key: 'ug_degree', header: t(messages.colUgDegree), render: (row) => row.ug_degree || t(messages.noValue) },
    { key: 'org_type', header: t(messages.colOrgType), nowrap: true, render: (row) => row.org_type },
    fileColumn('download_application_form', messages.colApplicationForm, messages.formMissing),
    fileColumn('dob_certificate', messages.colDobCertificate, messages.noCertificates),
    fileColumn('hpdegree_certificate', messages.colHpDegreeCertificate, messages.noCertificates),
    fileColumn('udegree_certificate', messages.colUDegreeCertificate, messages.noCertificates),
    fileColumn('noc_certificate', messages.colNocCertificate, messages.noCertificates),
    // Issue 32: the decision and its actions, after the spec's columns.
    { key: 'status', header: t(messages.colDecision), minWidth: 140, render: (row) => <Decision row={row} /> },
    {
      key: 'actions',
      header: t(messages.colActions),
      nowrap: true,
      render: (row) => (row.status !== 'pending' ? null : (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" leftSection={<IconCheck size={14} aria-hidden />} aria-label={t(messages.admitNamed, { name: fullName(row) })}
            onClick={() => setDeciding({ kind: 'admit', row })} data-testid="admit-button">
            {t(messages.admit)}
          </Button>
          <Button size="compact-sm" variant="outline" color="red" leftSection={<IconX size={14} aria-hidden />} aria-label={t(messages.rejectNamed, { name: fullName(row) })}
            onClick={() => setDeciding({ kind: 'reject', row })} data-testid="reject-button">
            {t(messages.reject)}
          </Button>
        </Group>
      )),
    },
  ];

  return (
    <Page title={messages.title} fluid maw={1600}>
      <Text c="dimmed" mt={-8} mb="lg">
        {t(administrator ? messages.introAdministrator : messages.intro)}
      </Text>
      <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
        <Select
          label={t(messages.courseFilter)}
          data={options}
          value={course ?? ALL}
          onChange={(value) => update({ course: value && value !== ALL ? value : undefined })}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t(messages.noOptions)}
          w={{ base: '100%', sm: 420 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="tracker-course-filter"
        />
        <Group gap="md" wrap="nowrap" justify="space-between" w={{ base: '100%', sm: 'auto' }}>
          <Text fz="sm" c="dimmed" data-testid="tracker-count" aria-live="polite">
            {answer ? t(messages.count, { count }) : ''}
          </Text>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download.mutate(course)}
            loading={download.isPending}
            title={t(messages.downloadLabel)}
            data-testid="tracker-download"
          >
            {t(messages.download)}
          </Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={applications.isFetching}
        label={t(messages.tableLabel)}
        minWidth={1150}
        spacing="sm"
        pagination={{ page, pageSize: answer?.page_size ?? TRACKER_PAGE_SIZE, count, onPageChange: (next) => update({ page: next }) }}
        data-testid="tracker-table"
      />
      {deciding ? (
        <Suspense fallback={null}>
          <DecisionModal kind={deciding.kind} application={deciding.row} onClose={() => setDeciding(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
