import '../../ui/styles/common';
import { useState } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { PROJECT_LIST_PAGE_SIZE, type ProjectRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PanelLoadState } from '../../ui/PageStates';
import { displayDate } from '../../ui/dates';
import { useProjects } from './hooks';
import { ProjectFormModal } from './ProjectFormModal';
import messages from './messages';

type ModalState = { open: false } | { open: true; projectId: number | null };

/** The cohort's projects (002 §2.7), 10 a page on the server, with + Add Project and Edit per row. */
export function ProjectsTable({ cohortId }: { cohortId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const list = useProjects(cohortId, page);

  const columns: DataColumn<ProjectRow>[] = [
    { key: 'project_title', header: t(messages.colTitle), render: (r) => r.project_title, minWidth: 220 },
    { key: 'district', header: t(messages.colDistrict), render: (r) => r.district, minWidth: 120 },
    { key: 'state', header: t(messages.colState), render: (r) => r.state, minWidth: 120 },
    { key: 'created', header: t(messages.colCreated), render: (r) => displayDate(r.created), nowrap: true },
    { key: 'modified', header: t(messages.colModified), render: (r) => displayDate(r.modified), nowrap: true },
    {
      key: 'action', header: t(messages.colAction), nowrap: true,
      render: (r) => (
        <Button size="xs" variant="light" aria-label={t(messages.editLabel, { title: r.project_title })} onClick={() => setModal({ open: true, projectId: r.id })}>
          {t(messages.edit)}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="field-assignment-projects-heading" data-testid="field-assignment-projects">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="field-assignment-projects-heading">
          {t(messages.projectsHeading)}
        </Title>
        <Button size="sm" onClick={() => setModal({ open: true, projectId: null })} data-testid="add-project">
          {t(messages.addProject)}
        </Button>
      </Group>
      {list.isError && !list.data ? (
        <PanelLoadState error={list.error} failed={t(messages.projectsFailed)} retry={t(messages.retry)} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          label={t(messages.projectsLabel)}
          minWidth={760}
          spacing="sm"
          pagination={{ page, pageSize: PROJECT_LIST_PAGE_SIZE, count: list.data?.count ?? 0, onPageChange: setPage }}
          data-testid="projects-table"
        />
      )}
      <ProjectFormModal
        opened={modal.open} onClose={() => setModal({ open: false })} cohortId={cohortId} projectId={modal.open ? modal.projectId : null}
      />
    </section>
  );
}
