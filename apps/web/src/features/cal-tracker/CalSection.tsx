import '../../ui/styles/common';
import '../../ui/styles/tabs';
import { Tabs, Text, Title } from '@mantine/core';
import type { CalGroup, TrackerCal } from '@fetp/contract';
import { useT } from '../../app/i18n';
import messages, { groupLabels } from './messages';
import { SubCalList, type SubCalListProps } from './SubCalList';

export interface CalSectionProps extends Omit<SubCalListProps, 'cal'> {
  group: CalGroup;
  /** The section's CALs, in the tracker's order. */
  cals: readonly TrackerCal[];
}

/** Field Projects or Scientific Communications (001 §2.1): a tab per CAL, each with its sub-CALs. */
export function CalSection({ group, cals, ...list }: CalSectionProps) {
  const t = useT();
  const title = t(groupLabels[group]);
  return (
    <section aria-labelledby={`cal-section-${group}`} data-testid={`cal-section-${group}`}>
      <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm" id={`cal-section-${group}`}>
        {title}
      </Title>
      {cals.length === 0 ? (
        <Text c="dimmed" fz="sm" mb="xl">
          {t(messages.noCals)}
        </Text>
      ) : (
        <Tabs defaultValue={`cal-${cals[0]!.cal}`} mb="xl">
          <Tabs.List mb="md" aria-label={t(messages.calTabs, { section: title })}>
            {cals.map((cal) => (
              <Tabs.Tab key={cal.cal} value={`cal-${cal.cal}`} title={cal.cal_full_name}>
                {cal.cal_short_name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {cals.map((cal) => (
            <Tabs.Panel key={cal.cal} value={`cal-${cal.cal}`}>
              <SubCalList cal={cal} {...list} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
