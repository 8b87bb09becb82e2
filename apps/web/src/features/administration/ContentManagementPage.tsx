import '../../ui/styles/common';
import { Link } from 'react-router';
import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAGE_ROUTES, ROLES, canOpen, hasAnyRole, type AdminOverviewAnswer } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import '../../ui/styles/content';
import { useAdminOverview } from './hooks';
import { ADMIN_SECTIONS } from './sections';
import messages from './messages';

const COUNTS: ReadonlyArray<keyof AdminOverviewAnswer> = ['hubs', 'courses', 'cohorts', 'officers', 'mentors'];

/**
 * Content Management (issue 32; 000 §2.2's user menu): what the caller manages, counted — the
 * whole programme for an administrator, their own courses for a coordinator — and a card for each
 * section their roles open.
 */
export default function ContentManagementPage() {
  const t = useT();
  const { roles } = useAuth();
  const administrator = hasAnyRole(roles, [ROLES.administrator]);
  const overview = useAdminOverview();
  const sections = ADMIN_SECTIONS.filter((section) => canOpen(PAGE_ROUTES[section.page].access, roles));

  return (
    <Page title={messages.title}>
      <Text c="dimmed" mt={-8} mb="lg">
        {t(administrator ? messages.introAdministrator : messages.introCoordinator)}
      </Text>
      <Stack gap="xl">
        <section aria-labelledby="admin-overview">
          <Title order={2} size="h3" mb="sm" id="admin-overview">
            {t(administrator ? messages.overviewProgramme : messages.overviewCourses)}
          </Title>
          {overview.data ? (
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" data-testid="admin-overview">
              {COUNTS.map((key) => (
                <Paper key={key} withBorder p="md" radius="md" data-count={key}>
                  <Text fz={28} fw={700} lh={1.1}>
                    {overview.data[key]}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {t(messages[key])}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          ) : overview.error ? (
            <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void overview.refetch()} />
          ) : (
            <PageLoader />
          )}
        </section>
        <section aria-labelledby="admin-sections">
          <Title order={2} size="h3" mb="sm" id="admin-sections">
            {t(messages.sections)}
          </Title>
          {sections.length === 0 ? (
            <Text>{t(messages.noSections)}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {sections.map((section) => (
                <Card key={section.key} withBorder radius="md" padding="lg" data-section={section.key}>
                  <Title order={3} size="h4" mb={4}>
                    {t(section.title)}
                  </Title>
                  <Text size="sm" c="dimmed" mb="sm">
                    {t(section.description)}
                  </Text>
                  <Group mt="auto">
                    <Anchor component={Link} to={PAGE_ROUTES[section.page].path} aria-label={`${t(messages.open)}: ${t(section.title)}`}>
                      {t(messages.open)}
                    </Anchor>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    </Page>
  );
}
