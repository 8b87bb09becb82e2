import sanitizeHtml from 'sanitize-html';
import {
  CAL_FORM_CALL_MESSAGES as M, CAL_FORM_MESSAGES, CAL_MESSAGES, calAnswersSchema, calFormDefinitionSchema, choicesOf, fieldErrors, visibleFields, withSavedValues,
  type CalFilledFormKind, type CalFormDefinition, type CalPayload, type CalValues,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import type { milestones } from '../../db/schema';
import type { CurrentUser } from '../../plugins/auth';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../plugins/officer-access';
import { latestForm, milestoneOfSubCal } from './queries';
import { firstMilestoneTaking, formById, savedAnswersOf, subCalOfMentee, upsertAnswers, type FormSubCal } from './form-queries';
import { lookupFieldsOf, withLookupOptions } from './lookup-service';
import { changeStatus } from './status-service';

/**
 * The rules of the start, end and abstract forms of a sub-CAL (001 §2.2, §4, §7) (docs/architecture.md,
 * "CAL forms and due dates"): the mentee, their mentors and their course's coordinators read; only
 * the mentee writes; a form closes when its milestone is completed; answers are checked by the
 * contract's engine against the latest version of the CAL's form and kept with that version's id.
 */

type Milestone = typeof milestones.$inferSelect;

/** Per form: the CAL's column naming it, and the texts of a closed form and of a save. */
const FORMS: Record<CalFilledFormKind, { key: 'startFormKey' | 'endFormKey' | 'abstractFormKey'; closed: string; saved: string }> = {
  start: { key: 'startFormKey', closed: M.startClosed, saved: M.startSaved },
  end: { key: 'endFormKey', closed: M.endLocked, saved: M.endSaved },
  abstract: { key: 'abstractFormKey', closed: M.abstractClosed, saved: M.abstractSaved },
};

/**
 * A form is closed once its milestone is completed: the start form then opens read-only, and the
 * end form, whose milestone's upload tag is end_form, is locked (001 §4); saves are refused. A
 * completed sub-CAL closes all its forms until a reviewer reopens it.
 */
const isClosed = (milestone: Pick<Milestone, 'status'>, sub: Pick<FormSubCal, 'status'>) => milestone.status === 'completed' || sub.status === 'completed';

/**
 * Rich text as kept: sanitize-html's default tags (text, lists, tables, links; no images, scripts,
 * styles or event attributes), links only to http(s) and mailto, opened without a referrer.
 */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES);
}

/** The answers with every RichTextBox text sanitised, so the engine checks (required, length) what is kept. */
function sanitizedValues(definition: CalFormDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const clean = { ...values };
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.attributes.type === 'RichTextBox' && Object.hasOwn(clean, key) && typeof clean[key] === 'string') clean[key] = sanitizeRichText(clean[key]);
  }
  return clean;
}

/** Faults the engine leaves to the server: a choice in a server-filled dropdown that had nothing to offer. */
function unknownLookupChoices(definition: CalFormDefinition, values: CalValues, kind: CalFilledFormKind): Record<string, string[]> {
  const faults: Record<string, string[]> = {};
  const shown = new Set(visibleFields(definition, values, kind).filter((f) => !f.disabled).map((f) => f.key));
  for (const key of lookupFieldsOf(definition)) {
    const empty = (definition.fields[key]!.attributes.options ?? []).length === 0;
    if (empty && shown.has(key) && (choicesOf(values[key]) ?? []).length > 0) faults[key] = [CAL_FORM_MESSAGES.unknownOption];
  }
  return faults;
}

/** Stored answers as texts and lists of texts (a file field keeps its name: files come through the milestone upload). */
function storedAnswers(payload: CalPayload): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' || Array.isArray(value) ? value : value.name]));
}

/** A stored form's definition with the form-level fields of this sub-CAL and milestone (001 §3.1). */
function definitionFor(stored: unknown, sub: FormSubCal, milestone: Milestone): CalFormDefinition {
  const parsed = calFormDefinitionSchema.safeParse({
    ...(stored as object),
    cal_id: sub.id, cal_name: sub.calFullName, short_name: sub.calShortName, milestone_id: milestone.id, auto_name: sub.autoName, course_id: sub.courseId,
  });
  // A stored definition that does not parse is the programme's fault, not the caller's: a 500.
  if (!parsed.success) throw new Error(`the stored CAL form of ${sub.autoName} is not a valid definition`);
  return parsed.data;
}

/** The milestone that takes the form: the one named (refused when it is another sub-CAL's), else the sub-CAL's first. */
async function milestoneFor(db: Queryable, sub: FormSubCal, kind: CalFilledFormKind, milestoneId: number | undefined) {
  const milestone = milestoneId === undefined ? await firstMilestoneTaking(db, sub.id, kind) : await milestoneOfSubCal(db, milestoneId, sub.id);
  if (!milestone) throw milestoneId === undefined ? notFound(M.noForm) : notInScope();
  if (milestone.takes !== kind) throw fieldError('milestone_id', M.wrongMilestone);
  return milestone;
}

function formKeyOf(sub: FormSubCal, kind: CalFilledFormKind) {
  const key = sub[FORMS[kind].key];
  if (!key) throw notFound(M.noForm);
  return key;
}

/** A form as the caller may see it: the saved answers in it, and whether they may save it now. */
export async function loadForm(services: Services, me: CurrentUser, kind: CalFilledFormKind, body: { cal_id: number; user_id: number; milestone_id?: number }) {
  const { db } = services;
  const sub = await subCalOfMentee(db, body.cal_id, body.user_id);
  if (!sub) throw notInScope();
  const scope = await trackerScope(db, me.id, body.user_id, sub.courseId);
  const formKey = formKeyOf(sub, kind);
  const milestone = await milestoneFor(db, sub, kind, body.milestone_id);
  const saved = await savedAnswersOf(db, sub.id, kind);
  const editable = scope.viewer === 'self' && !isClosed(milestone, sub);
  // An open form is the latest version; a read-only one shows the version its answers were given against.
  const form = saved && !editable ? await formById(db, saved.formId) : await latestForm(db, formKey);
  if (!form) throw notFound(M.noForm);
  const answers = (saved?.answers ?? {}) as Record<string, unknown>;
  const definition = await withLookupOptions(db, definitionFor(form.definition, sub, milestone), scope, answers);
  return { data: withSavedValues(definition, answers), is_editable: editable, is_filled: Boolean(saved) };
}

/** Saves the mentee's answers of a form, marks its milestone submitted, and records the status changes it makes. */
export async function saveForm(services: Services, me: CurrentUser, kind: CalFilledFormKind, body: Record<string, unknown> & { cal_id: number; milestone_id: number }) {
  const { db } = services;
  const { cal_id: subCalId, milestone_id: milestoneId, user_id: _userId, ...values } = body;
  // Only the mentee writes: a sub-CAL that is not the caller's own is refused whoever they are.
  const sub = await subCalOfMentee(db, subCalId, me.id);
  if (!sub) throw forbidden(M.onlyMentee);
  const scope = await trackerScope(db, me.id, me.id, sub.courseId);
  const formKey = formKeyOf(sub, kind);
  const milestone = await milestoneFor(db, sub, kind, milestoneId);
  if (sub.status === 'completed') throw forbidden(CAL_MESSAGES.subCalCompleted);
  if (isClosed(milestone, sub)) throw forbidden(FORMS[kind].closed);
  const form = await latestForm(db, formKey);
  if (!form) throw notFound(M.noForm);
  const stored = definitionFor(form.definition, sub, milestone);
  const clean = sanitizedValues(stored, values);
  const definition = await withLookupOptions(db, stored, scope, clean);
  const parsed = calAnswersSchema(definition, kind).safeParse(clean);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...unknownLookupChoices(definition, clean, kind) };
  if (!parsed.success || Object.keys(errors).length) throw badRequest(Object.values(errors)[0]![0]!, errors);
  const answers = storedAnswers(parsed.data);
  const now = new Date();

  const status = await db.transaction(async (tx) => {
    // Refused when a reviewer has completed the milestone or the whole sub-CAL since it was read.
    const changed = await changeStatus(services, tx, {
      subject: 'submission', milestoneId: milestone.id, at: now, closed: () => forbidden(FORMS[kind].closed), actor: { kind: 'officer', userId: me.id },
    });
    await upsertAnswers(tx, { subCalId: sub.id, milestoneId: milestone.id, kind, formId: form.id, answers, submittedBy: me.id, submittedAt: now });
    return changed.milestone!.to;
  });
  return {
    message: FORMS[kind].saved,
    data: {
      cal_id: sub.id, milestone_id: milestone.id, kind, form_id: form.id, version: form.version, answers, submitted_at: now.toISOString(), milestone_status: status,
    },
  };
}

