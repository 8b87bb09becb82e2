import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { Brand } from './Brand';
import { usePublicHeader } from '../../app/site';
import { useAccountLanguage, useUserDropdown } from './hooks';
import { LanguageMenu } from './LanguageMenu';
import { NavBar } from './NavBar';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { SIGN_OUT_KEY, loggedInItems, loggedOutItems, userMenuLinks } from './nav';
import messages from '../../ui/messages';
import classes from './Header.module.css';

const LazyMobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/**
 * The phone menu, fetched the first time the burger is pressed (a drawer is code most visits
 * never run), then kept mounted so it animates open and closed.
 */
function MobileMenu(props: ComponentProps<typeof LazyMobileMenu>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyMobileMenu {...props} />
    </Suspense>
  );
}

export function HeaderLoggedOut() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = usePublicHeader();
  const items = loggedOutItems(data?.data);
  return (
    <Box component="header" className={classes.header} data-testid="header-logged-out">
      <Group justify="space-between" h="100%" px="md" wrap="nowrap" className={classes.inner}>
        <Brand />
        <NavBar items={items} ariaLabel={t(messages.mainNavigation)} />
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          <MenuButton opened={opened} onClick={toggle} />
        </Group>
      </Group>
      <MobileMenu opened={opened} onClose={close} items={items} />
    </Box>
  );
}

/** The burger that opens the mobile menu, shown on phones only. */
function MenuButton({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      hiddenFrom="sm"
      aria-label={t(opened ? messages.closeMenu : messages.openMenu)}
      data-testid="mobile-menu-button"
    />
  );
}

export function HeaderLoggedIn() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data, isError } = useUserDropdown();
  const header = data?.header_data;
  const items = loggedInItems(header);
  // If the menu cannot be loaded the user must still be able to sign out.
  const links = isError ? [{ key: SIGN_OUT_KEY, label: t(messages.signOut), url: '' }] : userMenuLinks(data?.data);
  const name = header?.displayname ?? '';
  useAccountLanguage(header?.language);
  return (
    <Box component="header" className={classes.header} data-testid="header-logged-in">
      <Group justify="space-between" h="100%" px="md" wrap="nowrap" className={classes.inner}>
        <Brand />
        <NavBar items={items} ariaLabel={t(messages.mainNavigation)} />
        <Group gap="sm" wrap="nowrap">
          <LanguageMenu />
          <NotificationBell />
          {(header || isError) && <UserMenu name={name} image={header?.profile_image_url} links={links} />}
          <MenuButton opened={opened} onClick={toggle} />
        </Group>
      </Group>
      <MobileMenu
        opened={opened}
        onClose={close}
        items={items}
        user={header || isError ? { name, image: header?.profile_image_url, links } : undefined}
      />
    </Box>
  );
}

export function SiteHeader() {
  const { signedIn } = useAuth();
  return signedIn ? <HeaderLoggedIn /> : <HeaderLoggedOut />;
}
