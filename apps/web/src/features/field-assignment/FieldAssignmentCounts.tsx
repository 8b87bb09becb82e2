import '../../ui/styles/common';
import '../../ui/styles/content';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from 'react-intl';
import { useT } from '../../app/i18n';
import { PanelLoadState } from '../../ui/PageStates';
import { useOfficerCounts, useProjectCounts } from './hooks';
import messages from './messages';

/**
 * The analytics counts of the Field Assignment tab (002 §2.7) as a row of cards: the cohort's
 * officers and mentors (officers-analytics) and its projects by kind (projects_counts).
 */
export function FieldAssignmentCounts({ cohortId }: { cohortId: number }) {
  const t = useT();
  const officers = useOfficerCounts(cohortId);
  const projects = useProjectCounts(cohortId);
  const failed = officers.error ?? projects.error;
  if (failed || !officers.data || !projects.data) {
    return (
      <PanelLoadState
        error={failed} failed={t(messages.countsFailed)} retry={t(messages.retry)}
        onRetry={() => void Promise.all([officers.refetch(), projects.refetch()])}
      />
    );
  }
  const o = officers.data.data;
  const p = projects.data.data;
  const cards: Array<[key: string, label: MessageDescriptor, value: number]> = [
    ['officers', messages.statOfficers, o.total_officers],
    ['mentors', messages.statMentors, o.total_mentors],
    ['male-participants', messages.statMaleParticipants, o.male_participants],
    ['female-participants', messages.statFemaleParticipants, o.female_participants],
    ['male-mentors', messages.statMaleMentors, o.male_mentors],
    ['female-mentors', messages.statFemaleMentors, o.female_mentors],
    ['projects', messages.statProjects, p.projects],
    ['data-quality-audits', messages.statDataQualityAudits, p.data_quality_audits],
    ['case-investigations', messages.statCaseInvestigations, p.case_investigations],
    ['database-analyses', messages.statDatabaseAnalyses, p.database_analyses],
    ['outbreak-investigations', messages.statOutbreakInvestigations, p.outbreak_investigations],
  ];
  return (
    <section aria-labelledby="field-assignment-counts-heading">
      <Title order={2} fz="lg" mb="md" id="field-assignment-counts-heading">
        {t(messages.countsHeading)}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map(([key, label, value]) => (
          <Paper component="li" key={key} withBorder radius="md" p="sm" data-testid={`field-assignment-stat-${key}`}>
            <Text fz="sm" c="dimmed">
              {t(label)}
            </Text>
            <Text fz={26} fw={700} lh={1.2}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
