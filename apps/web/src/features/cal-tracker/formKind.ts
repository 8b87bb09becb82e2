import { CAL_FILLED_FORM_KINDS, type CalFilledFormKind, type MilestoneItem } from '@fetp/contract';

/** The form a milestone's Upload File opens (upload_file.tag_type start_form, end_form, abstract_form), or null for a file. */
export function formKindOf(milestone: MilestoneItem): CalFilledFormKind | null {
  const kind = milestone.upload_file.tag_type.replace(/_form$/, '');
  return milestone.upload_file.tag_type.endsWith('_form') && (CAL_FILLED_FORM_KINDS as readonly string[]).includes(kind) ? (kind as CalFilledFormKind) : null;
}
