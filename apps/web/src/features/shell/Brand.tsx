import { Link } from 'react-router';
import { IconHeartbeat } from '@tabler/icons-react';
import { useT } from '../../app/i18n';
import messages from '../../ui/messages';
import classes from './Header.module.css';

export function Brand() {
  const t = useT();
  return (
    <Link to="/" aria-label={t(messages.brand)} data-testid="brand" className={`mantine-focus-auto ${classes.brand}`}>
      <span className={classes.brandIcon} aria-hidden>
        <IconHeartbeat size={22} />
      </span>
      <span className={`${classes.brandText} ${classes.fromMd}`}>{t(messages.brand)}</span>
      <span className={`${classes.brandText} ${classes.belowMd}`}>{t(messages.brandShort)}</span>
    </Link>
  );
}
