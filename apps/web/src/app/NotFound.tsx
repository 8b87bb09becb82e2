import { WEB_BASE } from '@fetp/contract';
import { ButtonLink } from '../ui/light/Button';
import { StatusPage, statusClasses } from '../ui/StatusPage';
import { usePageTitle } from './usePageTitle';
import { useT } from './i18n';
import appMessages from './messages';
import messages from '../ui/messages';

/** The page of an address the portal does not have; plain markup, as AccessDenied. */
export function NotFound() {
  usePageTitle(appMessages.titleNotFound);
  const t = useT();
  return (
    <div data-testid="not-found">
      <StatusPage
        title={t(messages.notFoundTitle)}
        // Decorative, but still text: fetp.8 keeps the 3:1 of large text on the page background.
        before={
          <p className={statusClasses.big} aria-hidden>
            404
          </p>
        }
      >
        <p className={`${statusClasses.text} ${statusClasses.dimmed}`}>{t(messages.notFoundText)}</p>
        <ButtonLink href={`${WEB_BASE}/`} variant="light">
          {t(messages.goHome)}
        </ButtonLink>
      </StatusPage>
    </div>
  );
}
