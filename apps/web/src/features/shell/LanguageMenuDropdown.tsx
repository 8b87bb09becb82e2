import '../../ui/styles/common';
import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, type Locale } from '@fetp/contract';
import { useLocale } from '../../app/LocaleProvider';
import MantineLayer from '../../app/MantineLayer';
import { useOpenOnFirstMount, type OpenedFirst } from '../../ui/deferred';
import { LanguageButton } from './LanguageButton';

/**
 * The language menu itself (loaded when first opened): English, Français, العربية, each named in
 * itself. The choice is kept on this device and, when signed in, on the account (`onChosen`, given
 * by the signed-in header: the public pages carry no data layer).
 */
export default function LanguageMenuDropdown({ openedFirst, onChosen }: OpenedFirst & { onChosen?: (locale: Locale) => void }) {
  const { locale, setLocale } = useLocale();
  const [opened, setOpened] = useState(false);
  const target = useOpenOnFirstMount<HTMLButtonElement>(openedFirst, () => setOpened(true));

  const choose = (next: Locale) => {
    if (next === locale) return;
    onChosen?.(next);
    void setLocale(next);
  };

  return (
    <MantineLayer>
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
    </MantineLayer>
  );
}
