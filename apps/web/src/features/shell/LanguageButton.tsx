import { Box, Button, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { useLocale } from '../../app/LocaleProvider';
import type { TriggerProps } from './triggers';
import messages from './messages';

/** The language menu's button (on every page, signed in or not, so apart from the signed-in header's). */
export function LanguageButton(props: TriggerProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Button
      variant="subtle"
      color="dark"
      size="compact-md"
      px={6}
      leftSection={<IconLanguage size={20} aria-hidden />}
      data-testid="language-menu-button"
      {...props}
    >
      <VisuallyHidden>{t(messages.language)} </VisuallyHidden>
      <Box component="span" lang={locale} visibleFrom="sm">
        {LOCALE_NAMES[locale]}
      </Box>
    </Button>
  );
}
