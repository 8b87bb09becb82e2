import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, type Locale } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useLocale } from '../../app/LocaleProvider';
import { useOpenOnFirstMount, type OpenedFirst } from '../../ui/deferred';
import { useSaveLanguage } from './hooks';
import { LanguageButton } from './LanguageButton';

/**
 * The language menu itself (loaded when first opened): English, Français, العربية, each named in
 * itself. The choice is kept on this device and, when signed in, on the account.
 */
export default function LanguageMenuDropdown({ openedFirst }: OpenedFirst) {
  const { locale, setLocale } = useLocale();
  const { signedIn } = useAuth();
  const save = useSaveLanguage();
  const [opened, setOpened] = useState(false);
  const target = useOpenOnFirstMount<HTMLButtonElement>(openedFirst, () => setOpened(true));

  const choose = (next: Locale) => {
    if (next === locale) return;
    if (signedIn) save.mutate(next);
    void setLocale(next);
  };

  return (
    <Menu position="bottom-end" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <LanguageButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown data-testid="language-menu">
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            dir="auto"
            aria-current={option === locale ? 'true' : undefined}
            leftSection={option === locale ? <IconCheck size={16} aria-hidden /> : <span style={{ display: 'inline-block', width: 16 }} />}
            onClick={() => choose(option)}
          >
            {LOCALE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
