import '../../ui/styles/common';
import { ActionIcon, Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';
import type { MessageDescriptor } from 'react-intl';
import { shortPresenter } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showError, showSuccess } from '../../app/toast';
import type { DataColumn } from '../../ui/DataTable';
import { listDate, listTime } from '../../ui/dates';
import eventMessages from '../../ui/events/messages';

interface EventRow { starts_at: string; ends_at?: string; title: string; user_can_edit: boolean }

/**
 * The columns the calendar's lists share (webinars, meetings, discussions), in the reader's
 * language: each kind's list is its choice of these plus its own. Dates and times show in the
 * reader's zone.
 */
export function useEventColumns<Row extends EventRow>() {
  const t = useT();
  const fieldError = useFieldError();
  return {
    index: (index: (row: Row) => number): DataColumn<Row> => ({ key: 'index', header: t(eventMessages.srNo), render: index, nowrap: true }),
    date: (): DataColumn<Row> => ({ key: 'date', header: t(eventMessages.date), render: (r) => listDate(r.starts_at), nowrap: true }),
    /** The start and end times, or the start alone. */
    time: (withEnd = true): DataColumn<Row> => ({
      key: 'time', header: t(eventMessages.time), nowrap: true, render: (r) => (withEnd && r.ends_at ? `${listTime(r.starts_at)} - ${listTime(r.ends_at)}` : listTime(r.starts_at)),
    }),
    presenter: (presenter: (row: Row) => string, empty = ''): DataColumn<Row> => ({
      key: 'presenter', header: t(eventMessages.presenter), render: (r) => <span title={presenter(r)}>{shortPresenter(presenter(r)) || empty}</span>,
    }),
    /** The portal's join address of an upcoming row, in a new tab ('-' without one). */
    join: (link: (row: Row) => string | null | undefined, label?: (row: Row) => string, testId?: (row: Row) => string): DataColumn<Row> => ({
      key: 'join', header: t(eventMessages.joinLink), nowrap: true,
      render: (r) => {
        const href = link(r);
        return href ? <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={label?.(r)} data-testid={testId?.(r)}>{t(eventMessages.join)}</Anchor> : '-';
      },
    }),
    /** A webinar's or meeting's attachments: each a signed link in a new tab, or '-'. */
    attachments: (files: (row: Row) => readonly { id: number; name: string; url: string }[]): DataColumn<Row> => ({
      key: 'attachments', header: t(eventMessages.attachments), minWidth: 120,
      render: (r) => (files(r).length === 0 ? '-' : (
        <Stack gap={2}>
          {files(r).map((file) => (
            <Anchor key={file.id} href={file.url} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>{file.name}</Anchor>
          ))}
        </Stack>
      )),
    }),
    /**
     * The pencil and the cross on the rows the reader may change (user_can_edit), named by the kind's
     * texts with the row's {title}; test ids `{testId}-edit-{key}` and `{testId}-cancel-{key}`.
     */
    editCancel: (o: {
      key?: string; header?: string; edit: MessageDescriptor; cancel: MessageDescriptor;
      onEdit: (row: Row) => void; onCancel: (row: Row) => void; testId: string; rowKey: (row: Row) => string | number;
    }): DataColumn<Row> => ({
      key: o.key ?? 'action', header: o.header ?? t(eventMessages.action), nowrap: true,
      render: (r) => (r.user_can_edit ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t(o.edit, { title: r.title })} onClick={() => o.onEdit(r)} data-testid={`${o.testId}-edit-${o.rowKey(r)}`}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t(o.cancel, { title: r.title })} onClick={() => o.onCancel(r)} data-testid={`${o.testId}-cancel-${o.rowKey(r)}`}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null),
    }),
    /**
     * Populate Attendance on a past row (once; then 'Attendance Already Uploaded'): the server's
     * message is told in a toast, a refusal too.
     */
    populate: (o: {
      shows: (row: Row) => boolean; uploaded: (row: Row) => boolean; pending: (row: Row) => boolean;
      run: (row: Row) => Promise<{ message: string }>; testId: string; rowKey: (row: Row) => string | number; failed: string;
    }): DataColumn<Row> => ({
      key: 'populate', header: t(eventMessages.action), nowrap: true,
      render: (r) => {
        if (!o.shows(r)) return null;
        if (o.uploaded(r)) return <Badge variant="light" color="gray" data-testid={`${o.testId}-uploaded-${o.rowKey(r)}`}>{t(eventMessages.alreadyUploaded)}</Badge>;
        const populate = () => o.run(r).then(
          (answer) => showSuccess(fieldError(answer.message) ?? answer.message),
          (error: unknown) => showError(error instanceof ApiError ? (fieldError(error.message) ?? error.message) : o.failed),
        );
        return <Button size="xs" variant="light" loading={o.pending(r)} onClick={() => void populate()} data-testid={`${o.testId}-populate-${o.rowKey(r)}`}>{t(eventMessages.populate)}</Button>;
      },
    }),
  };
}
