import '../../ui/styles/common';
import '../../ui/styles/select';
import { Anchor, Button, Select, Stack, Text, Title } from '@mantine/core';
import {
  MILESTONE_STATUSES,
  PAGE_ROUTES,
  WEB_BASE,
  encodeCucFlag,
  milestoneChatHref,
  type MilestoneItem,
  type MilestoneStatus,
  type SubCalItem,
} from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { listDate } from '../../ui/dates';
import type { CalScope } from './api';
import { useMilestones, type StatusEditor } from './hooks';
import messages, { milestoneStatusLabels } from './messages';

/** What the lead's upload and form modals receive when a learner presses a milestone's Upload File. */
export type UploadHandler = (milestone: MilestoneItem, subCal: SubCalItem) => void;

export interface MilestoneTableProps {
  scope: CalScope;
  /** The selected sub-CAL, as the list shows it. */
  subCal: SubCalItem;
  /** The learner's own view: the Upload File column is theirs only (001 §2.1). */
  learner: boolean;
  /** The mentor's or coordinator's status changes; without it statuses are read-only. */
  editor?: StatusEditor;
  /** Opens the upload or form of a milestone; until given, the Upload File cell is the server's text. */
  onUpload?: UploadHandler;
  /** A reviewer's read-only view of a form milestone's start, end or abstract form. */
  onViewForm?: UploadHandler;
}

/** The milestone version page of a milestone (001 §2.1), with the sub-CAL's completed flag. */
export function versionsHref(milestone: number, completed: boolean): string {
  const path = PAGE_ROUTES.milestoneVersions.path.replace(':id', String(milestone));
  return `${WEB_BASE}${path}?${new URLSearchParams({ cuc: encodeCucFlag(completed) })}`;
}

/** The table of a sub-CAL's milestones (001 §2.1, §3.3). */
export function MilestoneTable({ scope, subCal, learner, editor, onUpload, onViewForm }: MilestoneTableProps) {
  const t = useT();
  const milestones = useMilestones(scope, subCal.id);
  const rows = milestones.data?.data ?? [];
  const completed = (milestones.data?.sub_cal.status ?? subCal.status) === 'completed';
  const name = [subCal.auto_name, subCal.short_title].filter(Boolean).join(' ');
  const heading = t(messages.milestonesHeading, { name });
  const statusOptions = MILESTONE_STATUSES.map((status) => ({ value: status, label: t(milestoneStatusLabels[status]) }));

  const columns: DataColumn<MilestoneItem>[] = [
    { key: 'no', header: t(messages.colNo), nowrap: true, render: (row) => row.sequence },
    {
      key: 'milestone',
      header: t(messages.colMilestone),
      minWidth: 160,
      render: (row) =>
        onViewForm && row.takes !== 'file' ? (
          <Stack gap={2} align="flex-start">
            <span>{row.title}</span>
            <Anchor component="button" type="button" fz="xs" onClick={() => onViewForm(row, subCal)} data-testid="milestone-view-form">
              {t(messages.viewForm)}
            </Anchor>
          </Stack>
        ) : (
          row.title
        ),
    },
    { key: 'due_date', header: t(messages.colDueDate), nowrap: true, render: (row) => listDate(row.due_date) || t(messages.noValue) },
    { key: 'submitted', header: t(messages.colSubmitted), nowrap: true, render: (row) => listDate(row.submitted) || t(messages.noValue) },
    {
      key: 'status',
      header: t(messages.colStatus),
      minWidth: 150,
      render: (row) =>
        editor && row.is_status_editable ? (
          <Select
            aria-label={t(messages.milestoneStatusLabel, { number: row.sequence })}
            data={statusOptions}
            value={row.status}
            onChange={(value) => {
              if (value && value !== row.status) editor.setMilestoneStatus({ subCal: subCal.id, milestone: row.id, status: value as MilestoneStatus });
            }}
            allowDeselect={false}
            disabled={editor.pendingMilestone === row.id}
            size="xs"
            w={160}
            comboboxProps={{ withinPortal: true }}
            data-testid="milestone-status-select"
          />
        ) : (
          <Text fz="sm" data-testid="milestone-status">
            {t(milestoneStatusLabels[row.status])}
          </Text>
        ),
    },
    {
      key: 'latest_file',
      header: t(messages.colLatestFile),
      minWidth: 120,
      render: ({ latest_file: file }) => {
        const text = file.file_name || file.text;
        return file.file && !file.disable ? (
          <Anchor href={file.file} target="_blank" rel="noopener noreferrer" fz="sm" aria-label={t(messages.newTab, { text })} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Anchor>
        ) : (
          <Text fz="sm" c={file.disable ? 'dimmed' : undefined}>
            {file.text}
          </Text>
        );
      },
    },
    ...(learner
      ? [
          {
            key: 'upload_file',
            header: t(messages.colUploadFile),
            render: (row: MilestoneItem) =>
              onUpload ? (
                <Button size="xs" variant="light" disabled={row.upload_file.disable} onClick={() => onUpload(row, subCal)}>
                  {row.upload_file.text}
                </Button>
              ) : (
                <Text fz="sm" c={row.upload_file.disable ? 'dimmed' : undefined}>
                  {row.upload_file.text}
                </Text>
              ),
          },
        ]
      : []),
    {
      key: 'files',
      header: t(messages.colFiles),
      // The milestone's files and, below, its chat (001 §2.8), open while the sub-CAL is not completed.
      render: (row) => (
        <Stack gap={2} align="flex-start">
          {row.file.disable ? (
            <Text fz="sm" c="dimmed" data-testid="milestone-files-text">
              {row.file.text}
            </Text>
          ) : (
            <Anchor
              href={versionsHref(row.id, completed)}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              aria-label={t(messages.filesLabel, { text: row.file.text, number: row.sequence })}
            >
              {row.file.text}
            </Anchor>
          )}
          <Anchor
            href={milestoneChatHref(row.id, !completed)}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            aria-label={t(messages.chatLabel, { number: row.sequence })}
            data-testid="milestone-chat-link"
          >
            {t(messages.chatLink)}
          </Anchor>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="sm" mt="lg" data-testid="milestones">
      <Title order={3} fz="md">
        {heading}
      </Title>
      {milestones.isError ? (
        <ErrorAlert title={t(messages.milestonesFailed)}>
          <Button size="xs" variant="light" color="red" onClick={() => void milestones.refetch()}>
            {t(messages.retry)}
          </Button>
        </ErrorAlert>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={milestones.isFetching}
          label={heading}
          minWidth={learner ? 900 : 800}
          spacing="sm"
          data-testid="milestone-table"
        />
      )}
    </Stack>
  );
}
