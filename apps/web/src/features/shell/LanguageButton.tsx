import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { useLocale } from '../../app/LocaleProvider';
import { Button } from '../../ui/light/Button';
import type { TriggerProps } from './triggers';
import messages from './messages';
import classes from './Header.module.css';

/** The language menu's button (on every page, signed in or not, so apart from the signed-in header's). */
export function LanguageButton(props: TriggerProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Button
      variant="subtle"
      className={`${classes.navButton} ${classes.language}`}
      leftSection={<IconLanguage size={20} aria-hidden />}
      data-testid="language-menu-button"
      {...props}
    >
      <span className="visually-hidden">{t(messages.language)} </span>
      <span lang={locale} className={classes.fromSm}>
        {LOCALE_NAMES[locale]}
      </span>
    </Button>
  );
}
