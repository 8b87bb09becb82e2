import '../../ui/styles/common';
import { useEffect, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { PAGE_ROUTES, landingPath } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import messages from './messages';

/** The way on from the welcome and recommendations pages: Sign in, or My Courses for someone already signed in. */
export function NextButton({ fullWidth }: { fullWidth?: boolean }) {
  const t = useT();
  const { signedIn, roles } = useAuth();
  if (signedIn) {
    return (
      <Button component={Link} to={landingPath(roles)} size="md" fullWidth={fullWidth} data-testid="to-my-courses">
        {t(messages.toMyCourses)}
      </Button>
    );
  }
  return (
    <Button component={Link} to={PAGE_ROUTES.login.path} size="md" fullWidth={fullWidth} leftSection={<IconLogin size={18} aria-hidden />} data-testid="sign-in">
      {t(messages.signInButton)}
    </Button>
  );
}

/**
 * Moves the focus to the page's heading when the page is reached from another page of the app
 * (the Registration form, a link), so a screen reader starts there; not on a first load, where
 * the browser starts at the top anyway and a focus ring on the heading would only distract.
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus();
  }, [heading, key]);
}
