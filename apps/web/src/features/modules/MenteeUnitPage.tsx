import '../../ui/styles/common';
import { useParams } from 'react-router';
import { Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { pageUrl, type UnitRow } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../app/AccessDenied';
import { NotFound } from '../../app/NotFound';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import { listDate, listTime } from '../../ui/dates';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { recordIdOf } from '../../ui/routeIds';
import { useUnitContent, useUnitStatus } from './hooks';
import messages from './messages';

/**
 * A unit's page on the portal /menteemodules/:userid/:courseid/units/:unit/ (ours; the Units link
 * of 001 §2.3 opens it): the unit's text, its reading or video link, and Mark as done. The officer
 * reading it has opened it; their mentors and the course's coordinators read it too.
 */
export default function MenteeUnitPage() {
  const { userid, courseid, unit } = useParams();
  const mentee = recordIdOf(userid);
  const course = recordIdOf(courseid);
  const unitId = recordIdOf(unit);
  if (mentee === null || course === null || unitId === null) return <NotFound />;
  return <MenteeUnit key={`${mentee}-${course}-${unitId}`} mentee={mentee} course={course} unit={unitId} />;
}

/** The text as paragraphs and lists: a blank line ends a paragraph, a line starting with "- " is a list item. */
function UnitText({ text }: { text: string }) {
  return (
    <Stack gap="sm" data-testid="unit-content">
      {text.split(/\n\s*\n/).map((block, b) => {
        const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
        const intro = lines.filter((line) => !line.startsWith('- '));
        const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
        return (
          <Stack gap={6} key={b}>
            {intro.length > 0 && <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>{intro.join(' ')}</Text>}
            {items.length > 0 && (
              <List spacing={4}>
                {items.map((item, i) => <List.Item key={i}><span dir="auto">{item}</span></List.Item>)}
              </List>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function MenteeUnit({ mentee, course, unit }: { mentee: number; course: number; unit: number }) {
  const t = useT();
  const scope = { mentee, course };
  const content = useUnitContent(scope, unit);
  const status = useUnitStatus(scope);
  const failure = content.error instanceof ApiError ? content.error.status : null;
  const data = content.data;
  usePageTitle(failure === 403 ? appMessages.titleAccessDenied : (data?.data.unit ?? messages.unitPageTitle));

  if (failure === 403) return <AccessDenied />;
  if (failure === 404) return <NotFound />;
  if (content.isPending) return <PageLoader />;
  if (!data) {
    return <PageLoadFailed heading={t(messages.unitPageTitle)} failed={t(messages.unitFailed)} retry={t(messages.retry)} onRetry={() => void content.refetch()} />;
  }
  const row: UnitRow = data.data;
  const minutes = row.duration_minutes ?? 0;
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  const time = row.starts_at && minutes
    ? t(messages.sessionTime, { time: listTime(row.starts_at), duration: t(messages.duration, { hours, minutes: rest, both: hours && rest ? 'yes' : 'no' }) })
    : row.starts_at ? listTime(row.starts_at) : null;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <SmartAnchor href={pageUrl('menteeModules', { userid: mentee, courseid: course })} fz="sm" data-testid="unit-back">
          {t(messages.unitBack)}
        </SmartAnchor>
        <Stack gap={4}>
          <Text c="dimmed" fz="sm" dir="auto">{t(messages.heading, { mentee: data.mentee_name, course: data.course_title })}</Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} dir="auto" style={{ overflowWrap: 'anywhere' }}>{row.unit}</Title>
          <Text fz="sm" dir="auto">{t(messages.unitModule, { module: data.module_name })}</Text>
          {row.starts_at && time && <Text fz="sm">{t(messages.unitWhen, { date: listDate(row.starts_at), time })}</Text>}
          {row.facilitator !== '-' && <Text fz="sm" dir="auto">{t(messages.unitFacilitator, { name: row.facilitator })}</Text>}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <UnitText text={data.content} />
        </Paper>
        {data.link_url && (
          <Anchor href={data.link_url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }} data-testid="unit-reading">
            {t(messages.unitReading)}
          </Anchor>
        )}
        <Group gap="sm">
          <Text fw={600} data-testid="unit-page-status">
            {t(messages.unitStatus, { status: t(row.status_check ? messages.statusDone : messages.statusPending) })}
          </Text>
          {row.can_mark_done && (
            <Button size="sm" loading={status.isPending} aria-label={t(messages.markDoneLabel, { unit: row.unit })} onClick={() => status.mutate({ unit, done: true })}>
              {t(messages.markDone)}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
