import { Link } from 'react-router';
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { useT } from '../../app/i18n';
import messages from '../../ui/messages';

export function Brand() {
  const t = useT();
  return (
    <UnstyledButton component={Link} to="/" aria-label={t(messages.brand)} data-testid="brand">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={34} radius="md" aria-hidden>
          <IconHeartbeat size={22} />
        </ThemeIcon>
        <Text fw={800} fz="lg" c="fetp.9" visibleFrom="md">
          {t(messages.brand)}
        </Text>
        <Text fw={800} fz="lg" c="fetp.9" hiddenFrom="md">
          {t(messages.brandShort)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
