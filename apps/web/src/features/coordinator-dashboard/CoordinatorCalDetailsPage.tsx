import '../../ui/styles/common';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_ROUTES } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { NotFound } from '../../app/NotFound';
import { PanelLoadState } from '../../ui/PageStates';
import { recordIdOf } from '../../ui/routeIds';
import { CalProgressTable } from './CalProgressTable';
import { useCalDetails } from './hooks';
import messages from './messages';

/**
 * The coordinator CAL details page /cal/coordinator/:id/cal/:type/details?cohort= (002 §2.3): the
 * course, the cohort and the CAL, and every sub-CAL of that CAL in the cohort, paged on the server.
 * :id is the course, :type the CAL; without ?cohort= the server shows the course's newest cohort.
 */
export default function CoordinatorCalDetailsPage() {
  const { id, type } = useParams();
  const [params] = useSearchParams();
  const course = recordIdOf(id);
  const cal = recordIdOf(type);
  const cohortParam = params.get('cohort');
  const cohort = recordIdOf(cohortParam);
  if (course === null || cal === null || (cohortParam !== null && cohort === null)) return <NotFound />;
  return <CalDetails key={`${course}:${cal}:${cohort}`} course={course} cal={cal} cohort={cohort ?? undefined} />;
}

function CalDetails({ course, cal, cohort }: { course: number; cal: number; cohort?: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const details = useCalDetails({ course, cal, cohort, page });
  const answer = details.data;
  return (
    <Page title={messages.calDetailsTitle} heading={false} data-testid="coordinator-cal-details">
      <Anchor component={Link} to={PAGE_ROUTES.coordinatorDashboard.path} fz="sm" mb="md" display="inline-block">
        {t(messages.backToDashboard)}
      </Anchor>
      {!answer ? (
        <>
          <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
            {t(messages.calDetailsTitle)}
          </Title>
          <PanelLoadState error={details.error} failed={t(messages.calDetailsFailed)} retry={t(messages.retry)} onRetry={() => void details.refetch()} />
        </>
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }} data-testid="cal-details-name">
              {answer.display_data.cal_name}
            </Title>
            <Group gap="xl" mt="xs" wrap="wrap">
              <Text>
                <Text span c="dimmed">{t(messages.course)}: </Text>
                <Text span fw={600} data-testid="cal-details-course">{answer.display_data.course}</Text>
              </Text>
              <Text>
                <Text span c="dimmed">{t(messages.cohort)}: </Text>
                <Text span fw={600} data-testid="cal-details-cohort">{answer.display_data.cohort}</Text>
              </Text>
            </Group>
          </div>
          <CalProgressTable
            rows={answer.table_data}
            loading={details.isFetching}
            label={t(messages.calDetailsTable, { cal: answer.display_data.cal_name })}
            pagination={{ page: answer.page, pageSize: answer.page_size, count: answer.count, onPageChange: setPage }}
            data-testid="cal-details-table"
          />
        </Stack>
      )}
    </Page>
  );
}
