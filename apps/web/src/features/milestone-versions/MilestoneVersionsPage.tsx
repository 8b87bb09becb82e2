import '../../ui/styles/common';
import { Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { decodeCucFlag, type MilestoneFileVersion } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../app/AccessDenied';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import { NotFound } from '../../app/NotFound';
import { listDateTime } from '../../ui/dates';
import { UploadFileModal, useMilestoneVersions, useReloadMilestoneVersions } from '../cal-tracker';
import { recordIdOf } from '../../ui/routeIds';
import messages from './messages';

/** A size in bytes as B, KB or MB (one decimal at most). */
export function sizeParts(bytes: number): { unit: 'b' | 'kb' | 'mb'; size: number } {
  if (bytes < 1024) return { unit: 'b', size: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', size: Math.round((bytes / 1024) * 10) / 10 };
  return { unit: 'mb', size: Math.round((bytes / (1024 * 1024)) * 10) / 10 };
}

const sizeMessages = { b: messages.sizeBytes, kb: messages.sizeKb, mb: messages.sizeMb };

/**
 * The milestone version page /courses/milestone/:id/version/?cuc=… (001 §2.1): the CAL, sub-CAL and
 * milestone names and every version of the milestone's file, newest first, each downloadable by
 * its signed link. The mentee may upload a new version while the sub-CAL is not completed (the
 * cuc flag) and the server allows it (can_upload).
 */
export default function MilestoneVersionsPage() {
  const { id } = useParams();
  const milestone = recordIdOf(id);
  if (milestone === null) return <NotFound />;
  return <Versions key={milestone} milestone={milestone} />;
}

function Versions({ milestone }: { milestone: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const completed = decodeCucFlag(params.get('cuc'));
  const versions = useMilestoneVersions(milestone);
  const reload = useReloadMilestoneVersions(milestone);
  const [uploading, setUploading] = useState(false);
  const status = versions.error instanceof ApiError ? versions.error.status : null;
  const data = versions.data;
  usePageTitle(status === 403 ? appMessages.titleAccessDenied : data ? data.milestone.title : messages.title);

  if (status === 403) return <AccessDenied />;
  if (status === 404) return <NotFound />;
  if (versions.isPending) {
    return <PageLoader />;
  }
  if (!data) {
    return <PageLoadFailed heading={t(messages.title)} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void versions.refetch()} />;
  }

  const info = data.milestone;
  const rows = [...data.data].sort((a, b) => b.version - a.version);
  const columns: DataColumn<MilestoneFileVersion>[] = [
    { key: 'version', header: t(messages.colVersion), nowrap: true, render: (row) => row.version },
    {
      key: 'file_name',
      header: t(messages.colFileName),
      minWidth: 180,
      render: (row) => (
        <Anchor href={row.download} target="_blank" rel="noopener noreferrer" fz="sm" aria-label={t(messages.download, { name: row.file_name })} style={{ overflowWrap: 'anywhere' }}>
          {row.file_name}
        </Anchor>
      ),
    },
    { key: 'uploaded_by', header: t(messages.colUploadedBy), minWidth: 140, render: (row) => row.uploaded_by },
    { key: 'uploaded_at', header: t(messages.colUploadedAt), nowrap: true, render: (row) => listDateTime(row.uploaded_at) },
    {
      key: 'size',
      header: t(messages.colSize),
      nowrap: true,
      render: (row) => {
        const { unit, size } = sizeParts(row.size);
        return t(sizeMessages[unit], { size });
      },
    },
  ];
  const subCal = [info.auto_name, info.short_title].filter(Boolean).join(' ');
  const canUpload = data.can_upload && !completed;

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t(messages.heading, { milestone: info.title })}
          </Title>
          {canUpload && <Button onClick={() => setUploading(true)}>{t(messages.upload)}</Button>}
        </Group>
        <Stack gap={4} data-testid="milestone-versions-names">
          <Text fz="sm">
            <Text span fw={600}>{t(messages.cal)}:</Text> {info.cal_name}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>{t(messages.subCal)}:</Text> {subCal}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>{t(messages.milestone)}:</Text> {info.title}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>{t(messages.mentee)}:</Text> {info.mentee_name}
          </Text>
        </Stack>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={versions.isFetching}
          label={t(messages.tableLabel)}
          minWidth={700}
          data-testid="milestone-versions-table"
        />
      </Stack>
      {uploading && (
        <Suspense fallback={null}>
          <UploadFileModal
            milestone={{ id: info.id, title: info.title }}
            onClose={() => setUploading(false)}
            onUploaded={reload}
          />
        </Suspense>
      )}
    </Container>
  );
}
