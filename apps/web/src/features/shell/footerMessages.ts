import { defineMessages } from 'react-intl';

/** The footer's texts (spec 000 §2.3), apart from the shell's: they travel with the footer's own chunk. */
export default defineMessages({
  footerContact: {
    id: 'ui.footer.contact',
    defaultMessage: 'Contact us: {email}',
    description: 'Footer contact line, followed by the contact e-mail link. {email} is that address (currently passed as empty text).',
  },
  footerLinks: {
    id: 'ui.footer.links',
    defaultMessage: 'Important links',
    description: 'Heading of the list of important links in the footer.',
  },
  footerNews: { id: 'ui.footer.news', defaultMessage: 'News', description: "Footer link to the programme's news page." },
  footerHubs: { id: 'ui.footer.hubs', defaultMessage: 'Hubs', description: 'Footer link to the hubs section of the home page.' },
  footerPartners: { id: 'ui.footer.partners', defaultMessage: 'Partners', description: "Footer link to the programme's partners page." },
  footerDiscoverNew: {
    id: 'ui.footer.discoverNew',
    defaultMessage: 'Discover New',
    description: 'Footer link to the courses open for admission.',
  },
  footerHelp: { id: 'ui.footer.help', defaultMessage: 'Help', description: "Help entry in the footer's list of important links." },
  footerCopyright: {
    id: 'ui.footer.copyright',
    defaultMessage: '© {year} {site}',
    description: 'Copyright line at the bottom of the footer. {year} is the copyright year and {site} is the name of the site.',
  },
  footerAbout: {
    id: 'ui.footer.about',
    defaultMessage: 'Training the public health workforce to detect, investigate and respond to outbreaks.',
    description: 'Short description of the programme, under the site name in the footer.',
  },
});
