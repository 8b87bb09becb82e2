import '../../ui/styles/common';
import '../../ui/styles/select';
import { useState } from 'react';
import { Select, Title } from '@mantine/core';
import { GRADUATION_PAGE_SIZE, type GraduationRow } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showError, showSuccess } from '../../app/toast';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PanelLoadState } from '../../ui/PageStates';
import { useGraduation, useSetGraduated } from './hooks';
import messages from './messages';

type Graduated = 'yes' | 'no';

/**
 * The graduation table (002 §2.7, §4): the cohort's officers, 50 a page, with their mentors,
 * district and FIELD Assignment flags, and a Yes/No 'graduated' choice sent as soon as it changes
 * (a toast tells how it went; the table then shows what the server holds).
 */
export function GraduationTable({ cohortId }: { cohortId: number }) {
  const t = useT();
  const fieldError = useFieldError();
  const [page, setPage] = useState(1);
  const list = useGraduation(cohortId, page);
  const setGraduated = useSetGraduated(cohortId);
  // The choice being sent, shown until the table has loaded again.
  const [sending, setSending] = useState<Record<number, Graduated>>({});

  const change = async (row: GraduationRow, value: string | null) => {
    if ((value !== 'yes' && value !== 'no') || value === row.graduated) return;
    setSending((current) => ({ ...current, [row.user_id]: value }));
    try {
      const answer = await setGraduated.mutateAsync({ userId: row.user_id, graduated: value });
      showSuccess(fieldError(answer.message) ?? t(messages.graduationSaved));
    } catch (error) {
      showError(error instanceof ApiError ? (fieldError(error.message) ?? error.message) : t(messages.graduationFailed));
    } finally {
      setSending(({ [row.user_id]: _sent, ...rest }) => rest);
    }
  };

  const yesNo = (flag: boolean) => t(flag ? messages.yes : messages.no);
  const choices = [
    { value: 'yes', label: t(messages.yes) },
    { value: 'no', label: t(messages.no) },
  ];
  const columns: DataColumn<GraduationRow>[] = [
    { key: 'officer', header: t(messages.colOfficer), render: (r) => r.officer, minWidth: 160 },
    { key: 'mentors', header: t(messages.colMentors), render: (r) => r.mentors || '-', minWidth: 160 },
    { key: 'district', header: t(messages.colDistrict), render: (r) => r.disctrict || '-', minWidth: 120 },
    { key: 'fa1', header: t(messages.colFa1), render: (r) => yesNo(r.field_assignment_1), nowrap: true },
    { key: 'fa2', header: t(messages.colFa2), render: (r) => yesNo(r.field_assignment_2), nowrap: true },
    {
      key: 'graduated', header: t(messages.colGraduated), minWidth: 110,
      render: (r) => (
        <Select
          size="xs" w={100} data={choices} allowDeselect={false} value={sending[r.user_id] ?? r.graduated}
          aria-label={t(messages.graduatedLabel, { officer: r.officer })} comboboxProps={{ withinPortal: true }}
          disabled={sending[r.user_id] !== undefined}
          onChange={(value) => void change(r, value)}
          data-testid={`graduated-${r.user_id}`}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="field-assignment-graduation-heading" data-testid="field-assignment-graduation">
      <Title order={2} fz="lg" mb="sm" id="field-assignment-graduation-heading">
        {t(messages.graduationHeading)}
      </Title>
      {list.isError && !list.data ? (
        <PanelLoadState error={list.error} failed={t(messages.graduationLoadFailed)} retry={t(messages.retry)} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(r) => r.user_id}
          loading={list.isFetching}
          label={t(messages.graduationLabel)}
          minWidth={760}
          spacing="sm"
          pagination={{ page, pageSize: GRADUATION_PAGE_SIZE, count: list.data?.count ?? 0, onPageChange: setPage }}
          data-testid="graduation-table"
        />
      )}
    </section>
  );
}
