import { WEB_BASE } from '@fetp/contract';
import { IconLock } from '@tabler/icons-react';
import { ButtonLink } from '../ui/light/Button';
import { StatusPage, statusClasses } from '../ui/StatusPage';
import lightClasses from '../ui/light/light.module.css';
import { usePageTitle } from './usePageTitle';
import { useT } from './i18n';
import appMessages from './messages';
import messages from '../ui/messages';

/** The access-denied page (spec 000 §2.4); plain markup: the role gate shows it at once, on any page. */
export function AccessDenied() {
  usePageTitle(appMessages.titleAccessDenied);
  const t = useT();
  return (
    // The page's one h1: the words of its title ("Access denied"), as Page shows a page's title.
    <StatusPage
      title={t(appMessages.titleAccessDenied)}
      before={
        <span className={`${lightClasses.themeIcon} ${statusClasses.iconRed}`} aria-hidden>
          <IconLock size={34} />
        </span>
      }
    >
      <p className={statusClasses.lead} role="alert" data-testid="access-denied">
        {t(messages.accessDenied)}
      </p>
      <ButtonLink href={`${WEB_BASE}/`} variant="light">
        {t(messages.goHome)}
      </ButtonLink>
    </StatusPage>
  );
}
