import type { MyProjectRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PanelLoadState } from '../../ui/PageStates';
import { listDate } from '../../ui/dates';
import type { CourseTabPanelProps } from '../course-page';
import { useMyProjects } from './hooks';
import messages from './messages';

/**
 * FIELD ASSIGNMENTS on a frontline officer's own course page: the projects that name them as an
 * investigator (the server answers the caller's own only), dates DD-MM-YYYY.
 */
export default function MyProjectsPanel({ course }: CourseTabPanelProps) {
  const t = useT();
  const list = useMyProjects(course);
  if (list.isError && !list.data) {
    return <PanelLoadState error={list.error} failed={t(messages.mineFailed)} retry={t(messages.mineRetry)} onRetry={() => void list.refetch()} />;
  }
  const columns: DataColumn<MyProjectRow>[] = [
    { key: 'title', header: t(messages.colTitle), render: (r) => r.project_title, minWidth: 220 },
    { key: 'type', header: t(messages.colType), render: (r) => r.project_type, nowrap: true },
    { key: 'district', header: t(messages.colDistrict), render: (r) => r.district, minWidth: 120 },
    { key: 'state', header: t(messages.colState), render: (r) => r.state, minWidth: 120 },
    { key: 'from', header: t(messages.colFrom), render: (r) => listDate(r.from_date), nowrap: true },
    { key: 'to', header: t(messages.colTo), render: (r) => listDate(r.to_date), nowrap: true },
  ];
  return (
    <DataTable
      columns={columns}
      rows={list.data?.data ?? []}
      rowKey={(r) => r.id}
      loading={list.isFetching}
      label={t(messages.myProjectsTable)}
      emptyText={t(messages.myProjectsEmpty)}
      minWidth={760}
      data-testid="my-projects"
    />
  );
}
