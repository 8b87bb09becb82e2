import { lazy, Suspense } from 'react';
import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { usePublicHeader } from '../../app/site';
import { HeaderFrame, MenuButton, MobileMenu } from './HeaderParts';
import { LanguageMenu } from './LanguageMenu';
import { NavBar } from './NavBar';
import { loggedOutItems } from './nav';
import messages from '../../ui/messages';

const HeaderLoggedIn = lazy(() => import('./HeaderLoggedIn'));

export function HeaderLoggedOut() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = usePublicHeader();
  const items = loggedOutItems(data?.data);
  return (
    <HeaderFrame testId="header-logged-out" after={<MobileMenu opened={opened} onClose={close} items={items} />}>
      <NavBar items={items} ariaLabel={t(messages.mainNavigation)} />
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <MenuButton opened={opened} onClick={toggle} />
      </Group>
    </HeaderFrame>
  );
}

export function SiteHeader() {
  const { signedIn } = useAuth();
  if (!signedIn) return <HeaderLoggedOut />;
  // While the signed-in header's chunk arrives, the bar keeps its place (no layout shift).
  return (
    <Suspense fallback={<HeaderFrame />}>
      <HeaderLoggedIn />
    </Suspense>
  );
}
