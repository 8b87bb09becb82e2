import type { HeaderLoginPageAnswer, MenuLink, UserDropdownAnswer } from '@fetp/contract';
import { LOGIN_PATH } from '@fetp/contract';
import type { MessageDescriptor } from 'react-intl';
import messages from '../../ui/messages';
import { userMenuLabels } from './messages';

/** One entry of the header, shared by the desktop bar and the mobile menu. */
export type NavItem =
  | { kind: 'link'; key: string; label: MessageDescriptor | string; url: string; primary?: boolean }
  | { kind: 'group'; key: string; label: MessageDescriptor | string; items: NavItem[] };

export type HeaderData = UserDropdownAnswer['header_data'];

/** Logged-out header (spec 000 §2.1): HOME, HUBS, DISCOVER NEW (as the server supplies them), Login. */
export function loggedOutItems(data: HeaderLoginPageAnswer['data'] | undefined): NavItem[] {
  const items: NavItem[] = [];
  if (data?.HOME) items.push({ kind: 'link', key: 'home', label: messages.home, url: data.HOME });
  if (data?.HUBS?.length) {
    items.push({
      kind: 'group',
      key: 'hubs',
      label: messages.hubs,
      items: data.HUBS.map((hub, i) => ({ kind: 'link', key: `hub-${i}`, label: hub.label, url: hub.url })),
    });
  }
  const discover = data?.['DISCOVER NEW'];
  if (discover) items.push({ kind: 'link', key: 'discover', label: messages.discoverNew, url: discover });
  items.push({ kind: 'link', key: 'login', label: messages.login, url: LOGIN_PATH, primary: true });
  return items;
}

const REPORTS: { key: keyof HeaderData['reports']; label: MessageDescriptor }[] = [
  { key: 'cohort_data_report', label: messages.reportCohortData },
  { key: 'resident_activities_report', label: messages.reportResidentActivities },
  { key: 'abstract_data_report', label: messages.reportScientificCommunications },
  { key: 'project_data_report', label: messages.reportFieldAssignment },
  { key: 'cohort_data_project_report', label: messages.reportCohortProject },
];

/** Logged-in header (spec 000 §2.2): every link only if the server supplies it. */
export function loggedInItems(data: HeaderData | undefined): NavItem[] {
  if (!data) return [];
  const items: NavItem[] = [];
  if (data.home) items.push({ kind: 'link', key: 'home', label: messages.home, url: data.home });
  const reports: NavItem[] = [];
  for (const report of REPORTS) {
    const url = data.reports?.[report.key];
    if (url) reports.push({ kind: 'link', key: report.key, label: report.label, url });
  }
  if (reports.length) items.push({ kind: 'group', key: 'reports', label: messages.reports, items: reports });
  if (data.send_bulk_mail) items.push({ kind: 'link', key: 'bulk-email', label: messages.bulkEmail, url: data.send_bulk_mail });
  if (data.dashboard) items.push({ kind: 'link', key: 'dashboard', label: messages.dashboard, url: data.dashboard });
  return items;
}

export const SIGN_OUT_KEY = 'sign_out';

/**
 * A user menu link's label: the catalog's entry for a known key when the server sent its English
 * label (so it shows in the reader's language), otherwise the server's own text.
 */
export function menuLinkLabel(link: MenuLink): MessageDescriptor | string {
  const known = (userMenuLabels as Record<string, MessageDescriptor | undefined>)[link.key];
  return known && known.defaultMessage === link.label ? known : link.label;
}

/** The user menu links, in the server's order. */
export function userMenuLinks(data: MenuLink[] | undefined): MenuLink[] {
  return (data ?? []).filter((link) => link.label && (link.url || link.key === SIGN_OUT_KEY));
}
