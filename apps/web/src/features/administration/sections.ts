import type { MessageDescriptor } from 'react-intl';
import type { PageKey } from '@fetp/contract';
import messages from './messages';

/** A part of Content Management, shown as a card to those whose roles open its page. */
export interface AdminSection {
  key: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The page the card opens; its route's access decides who sees the card (the server checks again). */
  page: PageKey;
}

/**
 * The sections of Content Management, in the order the page shows them: each part of the
 * programme's administration (hubs, courses and cohorts, people, imports, CAL templates, …) adds
 * its entry here when it is built.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'hubs', title: messages.hubsTitle, description: messages.hubsDescription, page: 'adminHubs' },
  { key: 'courses', title: messages.coursesTitle, description: messages.coursesDescription, page: 'adminCourses' },
  { key: 'people', title: messages.peopleTitle, description: messages.peopleDescription, page: 'adminPeople' },
  { key: 'import', title: messages.importTitle, description: messages.importDescription, page: 'adminImport' },
  { key: 'option-lists', title: messages.optionListsTitle, description: messages.optionListsDescription, page: 'adminOptionLists' },
  { key: 'reports', title: messages.reportsTitle, description: messages.reportsDescription, page: 'reportCohortData' },
  { key: 'audit', title: messages.auditTitle, description: messages.auditDescription, page: 'adminAudit' },
];
