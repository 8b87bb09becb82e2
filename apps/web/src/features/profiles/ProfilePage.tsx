import '../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { useMyProfile } from './hooks';
import messages from './messages';
import { ProfileCards } from './ProfileCards';

/** The form (react-hook-form, the schemas' resolver, the row editors) is its own chunk: a saved profile opens on the cards. */
const ProfileForm = lazy(() => import('./ProfileForm'));

/**
 * Profile (/learn/ask/profile/details/, 002 §2.8): MY PROFILE, or MENTOR PROFILE for a mentor, and
 * the form of the caller's template. A saved profile shows as read-only cards with an Edit button;
 * the form comes back on Edit, and the cards again after a save.
 */
export default function ProfilePage() {
  const t = useT();
  const profile = useMyProfile();
  const [editing, setEditing] = useState(false);
  const data = profile.data?.data;

  let body;
  if (profile.isError) {
    body = <RetryAlert failed={t(messages.loadFailed)} retry={t(messages.retry)} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data || !data) {
    body = <PageLoader />;
  } else if (data.is_editable && (editing || !data.is_saved)) {
    body = (
      <Stack gap="md">
        {data.is_saved && data.is_view_profile && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)} data-testid="profile-view">
              {t(messages.viewProfile)}
            </Button>
          </Group>
        )}
        <Suspense fallback={<PageLoader />}>
          <ProfileForm
            data={data}
            options={profile.data.options}
            onSaved={() => setEditing(false)}
            onCancel={data.is_saved ? () => setEditing(false) : undefined}
          />
        </Suspense>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {data.is_editable && (
          <Group justify="flex-end">
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} data-testid="profile-edit">
              {t(messages.edit)}
            </Button>
          </Group>
        )}
        {!data.is_saved && <Text c="dimmed">{t(messages.notFilled)}</Text>}
        <ProfileCards data={data} options={profile.data.options} />
      </Stack>
    );
  }

  return (
    <Page title={data?.is_mentor ? messages.mentorTitle : messages.title} data-testid="profile-page">
      <Text c="dimmed" mb="lg" mt={-8}>
        {t(messages.description)}
      </Text>
      {body}
    </Page>
  );
}
