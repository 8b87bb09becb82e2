import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/progress';
import '../../ui/styles/tooltip';
import type { ReactNode } from 'react';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { openMenteeProfile } from '../../app/menteeProfile';
import { useT } from '../../app/i18n';
import { RetryAlert } from '../../ui/PageStates';
import { UserAvatar } from '../shell';
import messages, { roleLabels } from './messages';

/** A whole percent between 0 and 100. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

/** The percent of a text such as "60%" (the CAL progress rows), 0 when it holds none. */
export const percentOf = (text: string) => clampPercent(Number.parseFloat(text));

/**
 * Bar colour (002 §9): warning from 1 to 99 percent, success otherwise. The darker shades keep the
 * bar at least 3:1 against its track and the page; the figure is written beside it too.
 */
export const progressColor = (value: number) => (value >= 1 && value <= 99 ? 'orange.8' : 'green.8');

/** A progress bar with its figure, named for assistive technology (e.g. "CAL Progress of Arjun Rao"). */
export function ProgressCell({ value, label, testId }: { value: number; label: string; testId?: string }) {
  const t = useT();
  const percent = clampPercent(value);
  return (
    <Group gap="xs" wrap="nowrap" miw={130} data-testid={testId} data-value={percent}>
      <Progress value={percent} color={progressColor(percent)} size="md" radius="xl" aria-label={label} style={{ flex: 1 }} miw={70} />
      <Text fz="sm" fw={600} miw={40} ta="end">
        {t(messages.percent, { value: percent })}
      </Text>
    </Group>
  );
}

export interface DashboardBannerProps {
  name: string;
  image: string | null;
  role: string;
  hub: string;
  totalMentees: number;
}

/**
 * The banner of the dashboards (002 §2.2, §2.5): profile image, name, role, hub and total mentees;
 * side by side on wide screens, stacked on phones.
 */
export function DashboardBanner({ name, image, role, hub, totalMentees }: DashboardBannerProps) {
  const t = useT();
  const fact = (label: string, value: ReactNode, testId: string) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="lg" data-testid="dashboard-banner">
      <Group align="center" gap="lg" wrap="wrap">
        <UserAvatar name={name} image={image} size={72} decorative />
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="dashboard-banner-name">
            {name}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="xs">
            {fact(t(messages.role), Object.hasOwn(roleLabels, role) ? t(roleLabels[role as keyof typeof roleLabels]) : role, 'dashboard-banner-role')}
            {fact(t(messages.hub), hub, 'dashboard-banner-hub')}
            {fact(t(messages.totalMentees), totalMentees, 'dashboard-banner-total')}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * An officer's name that opens their profile in a new tab (002 §2.2, §2.5): the id is stored for
 * the mentee profile page first. Its tooltip reads 'View Profile'.
 */
export function OfficerNameButton({ name, menteeId, testId = 'officer-profile' }: { name: string; menteeId: number; testId?: string }) {
  const t = useT();
  return (
    <Tooltip label={t(messages.viewProfile)} withArrow openDelay={200}>
      <UnstyledButton
        onClick={() => openMenteeProfile(menteeId)}
        fz="sm"
        fw={600}
        c="fetp.9"
        td="underline"
        ta="start"
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {name}
      </UnstyledButton>
    </Tooltip>
  );
}

/** A view that could not load its data, with a button that asks again. */
export function PaneError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <RetryAlert failed={t(messages.paneFailed)} retry={t(messages.retry)} onRetry={onRetry} />;
}
