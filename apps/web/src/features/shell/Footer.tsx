import { LIMITS, WEB_BASE } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { usePublicHeader, useSite } from '../../app/site';
import { UrlLink } from '../../ui/links';
import messages from './footerMessages';
import classes from './Footer.module.css';

/** Footer (spec 000 §2.3; its own chunk, fetched after the page: it is below every page's content): contact line, important links (Help does nothing) and copyright 2024. */
export default function Footer() {
  const t = useT();
  const { data } = usePublicHeader();
  const site = useSite();
  const discover = data?.data['DISCOVER NEW'] || `${WEB_BASE}/#discover`;
  const links = [
    { key: 'news', label: t(messages.footerNews), url: site.news_url },
    { key: 'hubs', label: t(messages.footerHubs), url: `${WEB_BASE}/#hubs` },
    { key: 'partners', label: t(messages.footerPartners), url: site.partners_url },
    { key: 'discover', label: t(messages.footerDiscoverNew), url: discover },
  ];
  return (
    <footer className={classes.footer} data-testid="footer">
      <div className={classes.inner}>
        <div className={classes.row}>
          <div className={classes.about}>
            <p className={`${classes.text} ${classes.strong}`}>{site.name}</p>
            <p className={`${classes.small} ${classes.muted}`}>{t(messages.footerAbout)}</p>
            <p className={classes.small} data-testid="footer-contact">
              {t(messages.footerContact, { email: '' })}
              <a href={`mailto:${site.contact_email}`} className={`mantine-focus-auto ${classes.link} ${classes.underline}`}>
                {site.contact_email}
              </a>
            </p>
          </div>
          <nav aria-labelledby="footer-links-title">
            <p id="footer-links-title" className={classes.strong}>
              {t(messages.footerLinks)}
            </p>
            <ul className={classes.links}>
              {links.map((link) => (
                <li key={link.key}>
                  <UrlLink href={link.url} className={`mantine-focus-auto ${classes.link}`} data-testid={`footer-${link.key}`}>
                    {link.label}
                  </UrlLink>
                </li>
              ))}
              <li>
                {/* Help does nothing (spec 000 §2.3). */}
                <button type="button" className={`mantine-focus-auto ${classes.help}`} data-testid="footer-help">
                  {t(messages.footerHelp)}
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <p className={classes.copyright} data-testid="footer-copyright">
          {t(messages.footerCopyright, { year: String(LIMITS.copyrightYear), site: site.name })}
        </p>
      </div>
    </footer>
  );
}
