import { useState } from 'react';
import DataLayer from '../../app/DataLayer';
import { useT } from '../../app/i18n';
import { useLiveConnection } from '../../app/live';
import { HeaderFrame, HeaderGroup, MenuButton, MobileMenu } from './HeaderParts';
import { useAccountLanguage, useSaveLanguage, useUserDropdown } from './hooks';
import { LanguageMenu } from './LanguageMenu';
import { NavBar } from './NavBar';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { SIGN_OUT_KEY, loggedInItems, userMenuLinks } from './nav';
import messages from '../../ui/messages';

function SignedInHeader() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const { data, isError } = useUserDropdown();
  const save = useSaveLanguage();
  const header = data?.header_data;
  const items = loggedInItems(header);
  // If the menu cannot be loaded the user must still be able to sign out.
  const links = isError ? [{ key: SIGN_OUT_KEY, label: t(messages.signOut), url: '' }] : userMenuLinks(data?.data);
  const name = header?.displayname ?? '';
  useAccountLanguage(header?.language);
  useLiveConnection();
  return (
    <HeaderFrame
      testId="header-logged-in"
      after={
        <MobileMenu
          opened={opened}
          onClose={() => setOpened(false)}
          items={items}
          user={header || isError ? { name, image: header?.profile_image_url, links } : undefined}
        />
      }
    >
      <NavBar items={items} ariaLabel={t(messages.mainNavigation)} />
      <HeaderGroup wide>
        <LanguageMenu onChosen={(locale) => save.mutate(locale)} />
        <NotificationBell />
        {(header || isError) && <UserMenu name={name} image={header?.profile_image_url} links={links} />}
        <MenuButton opened={opened} onClick={() => setOpened((o) => !o)} />
      </HeaderGroup>
    </HeaderFrame>
  );
}

/**
 * The signed-in header (its own chunk: a visitor who is not signed in never loads it), with the
 * data layer it needs. It holds the tab's live channel open while someone is signed in (app/live.ts),
 * out of the public pages' first load.
 */
export default function HeaderLoggedIn() {
  return (
    <DataLayer>
      <SignedInHeader />
    </DataLayer>
  );
}
