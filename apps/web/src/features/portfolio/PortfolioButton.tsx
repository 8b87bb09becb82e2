import '../../ui/styles/common';
import { Button, Stack, Text } from '@mantine/core';
import { useT } from '../../app/i18n';
import { useDownloadPortfolio } from './hooks';
import messages from './messages';

/**
 * Download portfolio: the officer's portfolio in the course as one PDF. Shown to whoever sees the
 * page (the officer, their mentors, the course's coordinators): the server checks the same standing.
 */
export function PortfolioButton({ mentee, course }: { mentee: number; course: number }) {
  const t = useT();
  const download = useDownloadPortfolio(mentee, course);
  return (
    <Stack gap={4} align="flex-end">
      <Button
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid="portfolio-download"
      >
        {t(messages.download)}
      </Button>
      {download.isError && (
        <Text fz="sm" c="red.8" role="alert">
          {t(messages.failed)}
        </Text>
      )}
    </Stack>
  );
}
