import '../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { PAGE_ROUTES, type FormTemplate } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { displayDate } from '../../ui/dates';
import { recordIdOf } from '../../ui/routeIds';
import { useCourseForms } from './hooks';
import { KIND_LABELS } from './labels';
import messages from './messages';

/** The editor and its preview (the form engine) are a chunk of their own, fetched when a form is opened. */
const FormEditor = lazy(() => import('./FormEditor'));

/**
 * Content Management › a course › form definitions: the course's forms (latest versions) in a
 * table; one opened in the editor with a live preview, and its versions.
 */
export default function FormsPage() {
  const t = useT();
  const id = recordIdOf(useParams().id) ?? 0;
  const forms = useCourseForms(id);
  const [open, setOpen] = useState<{ kind: string; key: string } | null>(null);

  const saved = (form: FormTemplate) => (form.created_by
    ? t(messages.savedBy, { date: displayDate(form.created_at), name: form.created_by })
    : `${displayDate(form.created_at)} · ${t(messages.builtIn)}`);
  const columns: DataColumn<FormTemplate>[] = [
    { key: 'name', header: t(messages.colName), minWidth: 160, render: (form) => <Text fz="sm" fw={600}>{form.name}</Text> },
    { key: 'kind', header: t(messages.colKind), nowrap: true, render: (form) => t(KIND_LABELS[form.kind]) },
    { key: 'version', header: t(messages.colVersion), align: 'right', nowrap: true, render: (form) => form.version },
    { key: 'used', header: t(messages.colUsedBy), minWidth: 100, render: (form) => form.used_by.join(', ') || '—' },
    { key: 'saved', header: t(messages.colSaved), minWidth: 140, render: saved },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (form) => (
        <Button
          size="xs" variant="light" onClick={() => setOpen({ kind: form.kind, key: form.key })}
          aria-label={t(form.can_edit ? messages.editNamed : messages.viewNamed, { name: form.name })}
          data-testid={`open-form-${form.key}`}
        >
          {t(form.can_edit ? messages.edit : messages.view)}
        </Button>
      ),
    },
  ];
  const current = open ? forms.data?.results.find((f) => f.kind === open.kind && f.key === open.key) : undefined;

  return (
    <Page title={messages.title}>
      <Stack gap="lg">
        <Anchor component={Link} to={PAGE_ROUTES.adminCourse.path.replace(':id', String(id))} fz="sm">{t(messages.backToCourse)}</Anchor>
        <Text c="dimmed">{t(messages.intro)}</Text>
        {forms.isPending ? <PageLoader /> : forms.isError && !forms.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void forms.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={forms.data?.results ?? []}
            rowKey={(form) => `${form.kind}:${form.key}`}
            loading={forms.isFetching}
            label={t(messages.formsTable)}
            emptyText={t(messages.empty)}
            minWidth={720}
            data-testid="forms-table"
          />
        )}
        {current && (
          <Card withBorder padding="md">
            <Suspense fallback={<PageLoader />}>
              <FormEditor key={`${current.kind}:${current.key}:${current.version}`} courseId={id} form={current} onClose={() => setOpen(null)} />
            </Suspense>
          </Card>
        )}
      </Stack>
    </Page>
  );
}
