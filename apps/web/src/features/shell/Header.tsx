import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { usePublicHeader } from '../../app/site';
import { HeaderFrame, HeaderGroup, MenuButton, MobileMenu } from './HeaderParts';
import { LanguageMenu } from './LanguageMenu';
import { NavBar } from './NavBar';
import { loggedOutItems } from './nav';
import messages from '../../ui/messages';

/**
 * The signed-in header, its own chunk with the data layer (app/DataLayer.tsx), the bell and the
 * live channel: a visitor who is not signed in never loads it.
 */
const HeaderLoggedIn = lazy(() => import('./HeaderLoggedIn'));

export function HeaderLoggedOut() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const { data } = usePublicHeader();
  const items = loggedOutItems(data?.data);
  return (
    <HeaderFrame testId="header-logged-out" after={<MobileMenu opened={opened} onClose={() => setOpened(false)} items={items} />}>
      <NavBar items={items} ariaLabel={t(messages.mainNavigation)} />
      <HeaderGroup>
        <LanguageMenu />
        <MenuButton opened={opened} onClick={() => setOpened((o) => !o)} />
      </HeaderGroup>
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
