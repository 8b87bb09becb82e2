import '../../ui/styles/common';
import '../../ui/styles/content';
import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { PORTFOLIO_MESSAGES, REPORT_TIMING } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { GeneratedFileList } from '../reports';
import { useCohortZips, useStartCohortZip } from './hooks';
import messages from './messages';

/**
 * The coordinator dashboard's portfolio ZIP of the selected cohort (issue 31): Download portfolios
 * (ZIP) starts its generation (the 'generation started' message for 20 s, as the reports'), and the
 * ZIPs generated before are listed as links, refreshed every 30 s.
 */
export function CohortPortfolios({ cohort, cohortName }: { cohort: number; cohortName: string }) {
  const t = useT();
  const translate = useFieldError();
  const files = useCohortZips(cohort);
  const start = useStartCohortZip(cohort);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => setStarted(false), REPORT_TIMING.generationMessageMs);
    return () => clearTimeout(timer);
  }, [started]);

  // The server's reason when it gives one (no officers in the cohort, not your cohort), else a general one.
  const failure = start.error instanceof ApiError && start.error.status < 500 && start.error.message ? translate(start.error.message) : t(messages.zipFailed);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="portfolio-zip-heading" data-testid="portfolio-zip">
      <Title order={2} fz="md" id="portfolio-zip-heading">
        {t(messages.zipHeading)}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} mb="sm">
        {t(messages.zipHint, { cohort: cohortName })}
      </Text>
      <Button
        leftSection={<IconFileZip size={18} aria-hidden />}
        loading={start.isPending}
        onClick={() => {
          setStarted(false);
          start.mutate(undefined, { onSuccess: () => setStarted(true) });
        }}
        data-testid="portfolio-zip-start"
      >
        {t(messages.zipDownload)}
      </Button>
      {started && (
        <Alert color="green" mt="sm" role="status" data-testid="portfolio-zip-started">
          {translate(PORTFOLIO_MESSAGES.zipStarted)}
        </Alert>
      )}
      {start.isError && !started && (
        <Alert color="red" mt="sm" role="alert" data-testid="portfolio-zip-failed">
          {failure}
        </Alert>
      )}
      <GeneratedFileList
        files={files.data?.files ?? []}
        pending={files.isPending}
        heading={t(messages.zipFiles)}
        empty={t(messages.zipFilesEmpty)}
        headingId="portfolio-zip-files-heading"
        order={3}
        testId="portfolio-zip-files"
      />
    </Paper>
  );
}
