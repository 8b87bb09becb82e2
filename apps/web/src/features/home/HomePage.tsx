import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { IconBuildingHospital, IconChecklist, IconCircleCheck, IconSchool, IconUsers } from '@tabler/icons-react';
import { PAGE_ROUTES, WEB_BASE, canOpen } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { Alert } from '../../ui/light/Alert';
import { ButtonLink } from '../../ui/light/Button';
import light from '../../ui/light/light.module.css';
import { UrlLink, inAppPath } from '../../ui/links';
import { DiscoverCourses } from './DiscoverCourses';
import { useAdmissionCourses } from './hooks';
import { usePublicHeader, useSite } from '../../app/site';
import messages from './messages';
import classes from './HomePage.module.css';

/** A hub link to a section of this page (/learn/#hub-x) names the card it points at. */
function hubAnchor(url: string): string | undefined {
  const path = inAppPath(url);
  const hash = path?.split('#')[1];
  return path?.startsWith('/#') && hash ? decodeURIComponent(hash) : undefined;
}

/** A titled section of the home page that the header's links scroll to (#hubs, #discover). */
function HomeSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 className={classes.h2} id={`${id}-title`}>
        {title}
      </h2>
      <p className={classes.sectionText}>{text}</p>
      {children}
    </section>
  );
}

/**
 * The public home page. Plain markup and the light kit (ui/light), no Mantine component and no
 * data layer: it is the first load of most visits, and the build prerenders it (apps/web/build/
 * prerender.tsx) so its text is in the first HTML the server sends.
 */
export default function HomePage() {
  usePageTitle(appMessages.titleHome);
  const t = useT();
  const { signedIn, roles } = useAuth();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const submitted = params.get('application') === 'submitted';
  const links = usePublicHeader();
  const hubs = links.data?.data.HUBS ?? [];
  const site = useSite();
  // The same answer as the DISCOVER NEW list (shared in the cache): a jump to #discover waits for it,
  // or the list arriving after the jump would leave the section short of the top.
  const discover = useAdmissionCourses(1);

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash, links.data, discover.data]);

  const about = [
    { icon: IconChecklist, title: messages.aboutCalTitle, text: messages.aboutCalText },
    { icon: IconUsers, title: messages.aboutMentoringTitle, text: messages.aboutMentoringText },
    { icon: IconSchool, title: messages.aboutCoursesTitle, text: messages.aboutCoursesText },
  ];

  const closeNotice = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('application');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {submitted && (
        <div className={`${classes.container} ${classes.notice}`}>
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden size={20} />}
            title={t(messages.submittedTitle)}
            onClose={closeNotice}
            closeLabel={t(messages.submittedClose)}
            role="status"
            testId="application-submitted"
          >
            {t(messages.submittedText)}
          </Alert>
        </div>
      )}
      <div className={`${classes.hero} ${submitted ? classes.heroAfterNotice : ''}`}>
        <div className={classes.container}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>{t(messages.eyebrow)}</p>
            <h1 className={classes.title} data-testid="home-title">
              {site.name}
            </h1>
            <p className={classes.intro}>{t(messages.intro, { site: site.name })}</p>
            <div className={classes.actions}>
              {signedIn ? (
                canOpen(PAGE_ROUTES.dashboard.access, roles) && (
                  <ButtonLink href={`${WEB_BASE}/dashboard`} size="md" variant="white">
                    {t(messages.myCourses)}
                  </ButtonLink>
                )
              ) : (
                <>
                  <ButtonLink href={`${WEB_BASE}/login`} size="md" variant="white">
                    {t(messages.signIn)}
                  </ButtonLink>
                  <ButtonLink href={`${WEB_BASE}/register`} size="md" variant="outlineWhite">
                    {t(messages.register)}
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className={`${classes.container} ${classes.body}`}>
        <h2 className={`${classes.h2} ${classes.aboutTitle}`}>{t(messages.aboutTitle)}</h2>
        <div className={`${light.grid} ${light.grid3}`}>
          {about.map((item) => (
            <div key={item.title.id} className={light.card}>
              <span className={`${light.themeIcon} ${classes.aboutIcon}`} aria-hidden>
                <item.icon size={24} />
              </span>
              <p className={classes.cardTitle}>{t(item.title)}</p>
              <p className={classes.cardText}>{t(item.text)}</p>
            </div>
          ))}
        </div>

        <HomeSection id="hubs" title={t(messages.hubsTitle)} text={t(messages.hubsText)}>
          {links.isError ? (
            <p className={classes.muted}>{t(messages.hubsFailed)}</p>
          ) : links.isSuccess && hubs.length === 0 ? (
            <p className={classes.muted}>{t(messages.hubsEmpty)}</p>
          ) : (
            <div className={`${light.grid} ${light.grid3}`}>
              {hubs.map((hub) => (
                <div key={hub.url + hub.label} id={hubAnchor(hub.url)} className={`${light.card} ${classes.hub}`} data-testid="home-hub">
                  <div className={classes.hubRow}>
                    <span className={`${light.themeIcon} ${classes.hubIcon}`} aria-hidden>
                      <IconBuildingHospital size={20} />
                    </span>
                    <UrlLink href={hub.url} className={`mantine-focus-auto ${classes.hubLink}`}>
                      {hub.label}
                    </UrlLink>
                  </div>
                </div>
              ))}
            </div>
          )}
        </HomeSection>

        <HomeSection id="discover" title={t(messages.discoverTitle)} text={t(messages.discoverText)}>
          <DiscoverCourses />
        </HomeSection>
      </div>
    </>
  );
}
