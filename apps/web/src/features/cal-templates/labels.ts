import type { CalGroup, CalTemplateFormKind, MilestoneTakes, TephinetCategory } from '@fetp/contract';
import messages from './messages';

type Label = (typeof messages)[keyof typeof messages];

/** How the groups, categories, forms and what a milestone takes are named on the page. */
export const GROUP_LABELS: Record<CalGroup, Label> = { project: messages.groupProject, scientific_communication: messages.groupScientific };

export const CATEGORY_LABELS: Record<TephinetCategory, Label> = {
  outbreak_investigation: messages.categoryOutbreak,
  surveillance_evaluation: messages.categorySurveillance,
  presentation: messages.categoryPresentation,
  manuscript: messages.categoryManuscript,
};

export const FORM_LABELS: Record<CalTemplateFormKind, Label> = {
  registration: messages.formRegistration, start: messages.formStart, end: messages.formEnd, abstract: messages.formAbstract,
};

export const TAKES_LABELS: Record<MilestoneTakes, Label> = {
  file: messages.takesFile, start: messages.takesStart, end: messages.takesEnd, abstract: messages.takesAbstract,
};
