import { COURSE_TYPES, PROFILE_TEMPLATES } from '@fetp/contract';
import messages from './messages';

/** The labels the lists and the forms show for the contract's keys (the forms are chunks of their own). */
/** The profile forms a hub may give its officers (002 §2.8), by the label the page shows. */
export const TEMPLATE_LABELS = {
  [PROFILE_TEMPLATES.fieldEpidemiology]: messages.templateA,
  [PROFILE_TEMPLATES.appliedEpidemiology]: messages.templateB,
  [PROFILE_TEMPLATES.frontline]: messages.templateC,
} as const;

export const TYPE_LABELS = { [COURSE_TYPES[0]]: messages.typeFetp, [COURSE_TYPES[1]]: messages.typeShort, [COURSE_TYPES[2]]: messages.typeFrontline } as const;

export const TRACK_LABELS = { Frontline: messages.trackFrontline, Intermediate: messages.trackIntermediate, Advanced: messages.trackAdvanced, Other: messages.trackOther } as const;
export const TAB_LABELS = {
  field_assignment: messages.tab_field_assignment, officer: messages.tab_officer, modules_progress: messages.tab_modules_progress, meetings: messages.tab_meetings,
  cal_based: messages.tab_cal_based, officer_based: messages.tab_officer_based, discussion: messages.tab_discussion, webinars: messages.tab_webinars,
  analytics: messages.tab_analytics,
} as const;
