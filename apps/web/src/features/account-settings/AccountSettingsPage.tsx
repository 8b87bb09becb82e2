import '../../ui/styles/common';
import { Stack, Text } from '@mantine/core';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { FeedAddress } from '../calendar';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PhotoSection } from './PhotoSection';
import { SessionsSection } from './SessionsSection';
import messages from './messages';

/**
 * Account Settings (000 §2.2 user menu; every signed-in role): the profile photo, the password,
 * the interface language, the signed-in sessions, and the private calendar feed address (the
 * scheduling feature's own component).
 */
export default function AccountSettingsPage() {
  const t = useT();
  return (
    <Page title={messages.title} size="md">
      <Text c="dimmed" mt={-8} mb="lg">
        {t(messages.intro)}
      </Text>
      <Stack gap="lg">
        <PhotoSection />
        <PasswordSection />
        <LanguageSection />
        <SessionsSection />
        <FeedAddress />
      </Stack>
    </Page>
  );
}
