import '../../ui/styles/common';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { storedMenteeProfileId } from '../../app/menteeProfile';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { useMenteeProfile } from './hooks';
import messages from './messages';
import { ProfileCards } from './ProfileCards';

/** The user id of the page: `?user_id=` when given, else the one the dashboards stored. */
function useChosenUser(): number | null {
  const [params] = useSearchParams();
  const [stored] = useState(storedMenteeProfileId);
  const fromQuery = Number(params.get('user_id'));
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : stored;
}

/**
 * Another user's profile, read-only (/learn/ask/mentee/profile/details/, 002 §2.5, §2.8): the
 * user chosen on a dashboard, titled '{first} {last}'s Profile'. The server decides who may see it;
 * a refusal shows its text.
 */
export default function MenteeProfilePage() {
  const t = useT();
  const fieldError = useFieldError();
  const userId = useChosenUser();
  const profile = useMenteeProfile(userId);
  const data = profile.data?.data;
  const title = data ? t(messages.menteeTitle, { first: data.first_name, last: data.last_name }) : t(messages.menteePageTitle);
  usePageTitle(title);

  let body;
  if (userId === null) {
    body = <ErrorAlert testId="mentee-profile-none">{t(messages.noMentee)}</ErrorAlert>;
  } else if (profile.error instanceof ApiError && (profile.error.status === 403 || profile.error.status === 404)) {
    body = <ErrorAlert testId="mentee-profile-refused">{fieldError(profile.error.message) ?? profile.error.message}</ErrorAlert>;
  } else if (profile.isError) {
    body = <RetryAlert failed={t(messages.loadFailed)} retry={t(messages.retry)} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data || !data) {
    body = <PageLoader />;
  } else {
    body = (
      <Stack gap="md">
        {!data.is_saved && <Text c="dimmed">{t(messages.notFilled)}</Text>}
        <ProfileCards data={data} options={profile.data.options} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl" data-testid="mentee-profile-page">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {body}
    </Container>
  );
}
