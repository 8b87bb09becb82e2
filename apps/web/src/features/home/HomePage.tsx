import '../../ui/styles/content';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingHospital, IconChecklist, IconCircleCheck, IconSchool, IconUsers } from '@tabler/icons-react';
import { PAGE_ROUTES, canOpen } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { inAppPath, linkProps } from '../../ui/links';
import { DiscoverCourses } from './DiscoverCourses';
import { useAdmissionCourses } from './hooks';
import { usePublicHeader, useSite } from '../../app/site';
import messages from './messages';

/** A hub link to a section of this page (/learn/#hub-x) names the card it points at. */
function hubAnchor(url: string): string | undefined {
  const path = inAppPath(url);
  const hash = path?.split('#')[1];
  return path?.startsWith('/#') && hash ? decodeURIComponent(hash) : undefined;
}

/** A titled section of the home page that the header's links scroll to (#hubs, #discover). */
function HomeSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} mt={48} style={{ scrollMarginTop: 80 }} aria-labelledby={`${id}-title`}>
      <Title order={2} fz={24} id={`${id}-title`}>
        {title}
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        {text}
      </Text>
      {children}
    </Box>
  );
}

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
  // The same query as the DISCOVER NEW list (shared in the cache): a jump to #discover waits for it,
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
        <Container size="lg" pt="lg">
          <Alert
            color="green"
            variant="light"
            radius="md"
            icon={<IconCircleCheck aria-hidden />}
            title={t(messages.submittedTitle)}
            withCloseButton
            closeButtonLabel={t(messages.submittedClose)}
            onClose={closeNotice}
            role="status"
            data-testid="application-submitted"
          >
            {t(messages.submittedText)}
          </Alert>
        </Container>
      )}
      <Box bg="fetp.9" c="white" py={{ base: 48, sm: 80 }} mt={submitted ? 'lg' : undefined}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Text tt="uppercase" fw={700} fz="sm" c="fetp.1">
              {t(messages.eyebrow)}
            </Text>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {site.name}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="fetp.0">
              {t(messages.intro, { site: site.name })}
            </Text>
            <Group gap="sm" mt="sm">
              {signedIn ? (
                canOpen(PAGE_ROUTES.dashboard.access, roles) && (
                  <Button component={Link} to="/dashboard" size="md" color="white" c="fetp.9">
                    {t(messages.myCourses)}
                  </Button>
                )
              ) : (
                <>
                  <Button component={Link} to="/login" size="md" color="white" c="fetp.9">
                    {t(messages.signIn)}
                  </Button>
                  <Button component={Link} to="/register" size="md" variant="outline" color="white">
                    {t(messages.register)}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Title order={2} fz={24} mb="md">
          {t(messages.aboutTitle)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {about.map((item) => (
            <Card key={item.title.id} withBorder padding="lg">
              <ThemeIcon size={42} variant="light" mb="sm" aria-hidden>
                <item.icon size={24} />
              </ThemeIcon>
              <Text fw={700} mb={4}>
                {t(item.title)}
              </Text>
              <Text fz="sm" c="dimmed">
                {t(item.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <HomeSection id="hubs" title={t(messages.hubsTitle)} text={t(messages.hubsText)}>
          {links.isError ? (
            <Text c="dimmed">{t(messages.hubsFailed)}</Text>
          ) : links.isSuccess && hubs.length === 0 ? (
            <Text c="dimmed">{t(messages.hubsEmpty)}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {hubs.map((hub) => (
                <Card
                  key={hub.url + hub.label}
                  id={hubAnchor(hub.url)}
                  withBorder
                  padding="lg"
                  style={{ scrollMarginTop: 80 }}
                  data-testid="home-hub"
                >
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={36} variant="light" aria-hidden>
                      <IconBuildingHospital size={20} />
                    </ThemeIcon>
                    <Anchor fw={600} {...linkProps(hub.url)}>
                      {hub.label}
                    </Anchor>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </HomeSection>

        <HomeSection id="discover" title={t(messages.discoverTitle)} text={t(messages.discoverText)}>
          <DiscoverCourses />
        </HomeSection>
      </Container>
    </>
  );
}
