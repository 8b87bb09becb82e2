import { Anchor, Box, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { LIMITS, WEB_BASE } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { usePublicHeader, useSite } from '../../app/site';
import { linkProps } from '../../ui/links';
import messages from './footerMessages';

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
    <Box component="footer" bg="fetp.9" c="white" py="xl" mt="xl" data-testid="footer">
      <Container size="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={6} maw={420}>
              <Text fw={700}>{site.name}</Text>
              <Text fz="sm" c="fetp.1">
                {t(messages.footerAbout)}
              </Text>
              <Text fz="sm" data-testid="footer-contact">
                {t(messages.footerContact, { email: '' })}
                <Anchor href={`mailto:${site.contact_email}`} c="white" fz="sm" td="underline">
                  {site.contact_email}
                </Anchor>
              </Text>
            </Stack>
            <Box component="nav" aria-labelledby="footer-links-title">
              <Text id="footer-links-title" fw={700} mb={6}>
                {t(messages.footerLinks)}
              </Text>
              <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {links.map((link) => (
                  <li key={link.key}>
                    <Anchor c="white" fz="sm" {...linkProps(link.url)} data-testid={`footer-${link.key}`}>
                      {link.label}
                    </Anchor>
                  </li>
                ))}
                <li>
                  {/* Help does nothing (spec 000 §2.3). */}
                  <UnstyledButton c="white" fz="sm" type="button" data-testid="footer-help">
                    {t(messages.footerHelp)}
                  </UnstyledButton>
                </li>
              </Group>
            </Box>
          </Group>
          <Text fz="xs" c="fetp.1" ta="center" data-testid="footer-copyright">
            {t(messages.footerCopyright, { year: String(LIMITS.copyrightYear), site: site.name })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
