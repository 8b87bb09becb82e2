import '../../ui/styles/common';
import '../../ui/styles/content';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useT } from '../../app/i18n';
import { PageLoader } from '../../ui/PageStates';
import { useOfficersAnalytics } from './hooks';
import { PaneError } from './parts';
import messages from './messages';
import type { CoordinatorPaneProps } from './types';

/** The Officer tab (002 §2.2): the cohort's officers and mentors, in all and by gender, as cards. */
export default function OfficerPane({ cohort }: CoordinatorPaneProps) {
  const t = useT();
  const analytics = useOfficersAnalytics(cohort.id);
  if (analytics.isError) return <PaneError onRetry={() => void analytics.refetch()} />;
  if (analytics.isPending) return <PageLoader />;
  const data = analytics.data.data;
  const cards = [
    { key: 'officers', label: messages.statOfficers, value: data.total_officers },
    { key: 'mentors', label: messages.statMentors, value: data.total_mentors },
    { key: 'male-participants', label: messages.statMaleParticipants, value: data.male_participants },
    { key: 'female-participants', label: messages.statFemaleParticipants, value: data.female_participants },
    { key: 'male-mentors', label: messages.statMaleMentors, value: data.male_mentors },
    { key: 'female-mentors', label: messages.statFemaleMentors, value: data.female_mentors },
  ];
  return (
    <section aria-labelledby="officer-counts-heading">
      <Title order={2} fz="lg" mb="md" id="officer-counts-heading">
        {t(messages.officerCounts)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <Paper component="li" key={card.key} withBorder radius="md" p="md" data-testid={`officer-stat-${card.key}`}>
            <Text fz="sm" c="dimmed">
              {t(card.label)}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
