import { Box, Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, type Locale } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { useLocale } from '../../app/LocaleProvider';
import { useSaveLanguage } from './hooks';
import messages from './messages';

/**
 * The header's language menu, signed in or not: English, Français, العربية, each named in itself.
 * The choice is kept on this device and, when signed in, on the account.
 */
export function LanguageMenu() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const { signedIn } = useAuth();
  const save = useSaveLanguage();

  const choose = (next: Locale) => {
    if (next === locale) return;
    if (signedIn) save.mutate(next);
    void setLocale(next);
  };

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" size="compact-md" px={6} leftSection={<IconLanguage size={20} aria-hidden />} data-testid="language-menu-button">
          <VisuallyHidden>{t(messages.language)} </VisuallyHidden>
          <Box component="span" lang={locale} visibleFrom="sm">
            {LOCALE_NAMES[locale]}
          </Box>
        </Button>
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
