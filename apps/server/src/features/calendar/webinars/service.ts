import {
  WEBINAR_CHANGE_TYPES, WEBINAR_FILE_FIELD, WEBINAR_INTERVALS, WEBINAR_LIMITS, WEBINAR_MESSAGES, WEBINAR_MONTHLY_TYPES, WEBINAR_PAGE_SIZE, WEBINAR_RECURRENCE_FIELDS, WEBINAR_WEEK_DAYS,
  WEBINAR_WEEK_NUMBERS, WEBINAR_YEARLY_TYPES, dayMonthYear, idListOf, isKnownTimeZone, updateWebinarFields, webinarFormFromFields, webinarRecurrenceTexts,
  webinarFormSchema, type WebinarDetails, type WebinarFormMode, type WebinarFormOutput, type WebinarListAnswer, type WebinarOption,
  type WebinarPreDataAnswer, type WebinarRow,
} from '@fetp/contract';
import type { Services } from '../../../services';
import type { Queryable } from '../../../db/client';
import { coordinates, coursePeople, standingTo } from '../../../db/scopes';
import type { StoredUpload } from '../../../files/upload';
import type { CurrentUser } from '../../../plugins/auth';
import { fieldError, fieldsRefused, forbidden, notFound } from '../../../plugins/errors';
import {
  attachmentItems, attachmentsOf, cancelEvent, cohortsWithCourse, changeEvent, chargeOutsideInvitees, checkAttachments, checkOutsideInviteesPerEvent, createEvent, eventFor,
  firstStart, invitationsOf, viewerZone, isOccurrenceOf, joinAddress, lockEvent, occurrencesBetween, pageOccurrences, populateEndedOccurrence, queueInvites, recurrenceRule, removeFiles,
  resolveOccurrence, seriesEnd, seriesOf, touchEvent, zonedInstant, zonedParts,
  type Invitations, type OccurrenceException, type RecurrenceChoice, type SeriesInput,
} from '..';
import {
  attendanceOf, coordinatedCohorts, removeExceptions, upsertException, webinarSeries, type ExceptionJson,
} from './queries';
import { exceptionsOf } from '../queries';

/**
 * Webinars' rules (001 §2.4, §3.6, §4, §5, §6, §7 "Webinars"): who reads and writes which webinar
 * (db/scopes.ts), the lists of occurrences, the form, one-occurrence and series changes, cancels
 * and attendance. Every write queues the calendar invites in its own transaction.
 */


// ---- Lists ----

export interface ListOptions {
  type: 'upcoming' | 'past';
  page: number;
  cohort?: number;
  course?: number;
  /** The officer whose invited webinars are listed (the caller, or one they stand to in `course`). */
  user?: number;
  tz?: string;
}

/** An occurrence's change as the list statement gives it (JSON), with its times as dates. */
const exceptionOf = (x: ExceptionJson): OccurrenceException => ({
  ...x, occurrenceStart: new Date(x.occurrenceStart), startsAt: x.startsAt ? new Date(x.startsAt) : null, endsAt: x.endsAt ? new Date(x.endsAt) : null,
});

/** The page a route answers: kept for the caller's session until the calendar changes (services.calendarCache). */
export function webinarList(services: Pick<Services, 'db' | 'links' | 'calendarCache'>, caller: CurrentUser, options: ListOptions): Promise<WebinarListAnswer> {
  return services.calendarCache.forSession(services.db, caller, `webinars:${JSON.stringify(options)}`, () => listWebinars(services, caller.id, options));
}

/** A page of Upcoming or Past Webinars for the caller: occurrences, by their end against now. */
async function listWebinars(services: Pick<Services, 'db' | 'links'>, callerId: number, options: ListOptions, now = new Date()): Promise<WebinarListAnswer> {
  const { db } = services;
  const { user } = options;
  if (user !== undefined && user !== callerId) {
    // Another officer's webinars: only for someone standing to them in that course (their mentor, its coordinator).
    const standing = options.course === undefined ? null : await standingTo(db, callerId, user, options.course);
    if (!standing?.viewer) throw forbidden();
  }
  const filter = { caller: callerId, now, upcoming: options.type === 'upcoming', cohort: options.cohort ?? null, course: options.course ?? null };
  const series = await webinarSeries(db, { ...filter, user });
  const inputs: SeriesInput[] = series.map((s) => ({ ...seriesOf(s), exceptions: s.exceptions.map(exceptionOf) }));
  const { count, occurrences } = pageOccurrences(inputs, { type: options.type, now, page: options.page, pageSize: WEBINAR_PAGE_SIZE });
  const pageIds = [...new Set(occurrences.map((o) => o.eventId))];
  const attendance = options.type === 'past' ? await attendanceOf(db, pageIds, user ?? callerId) : [];
  const seriesById = new Map(series.map((s) => [s.id, s]));
  const zone = viewerZone(options.tz);
  const results: WebinarRow[] = [];
  for (const [i, o] of occurrences.entries()) {
    const s = seriesById.get(o.eventId)!;
    const edited = o.edited;
    const start = zonedParts(o.startsAt, zone);
    const end = zonedParts(o.endsAt, zone);
    const run = attendance.find((a) => a.eventId === o.eventId && a.occurrenceStart.getTime() === o.key.getTime());
    const joinUrl = edited?.joinUrl ?? s.joinUrl;
    const attended = run && run.attended !== null ? (run.attended ? 'Yes' : 'No') : '-';
    results.push({
      index: (options.page - 1) * WEBINAR_PAGE_SIZE + i + 1,
      webinar_id: o.eventId,
      occurrence: o.key.toISOString(),
      date: dayMonthYear(start.date),
      time: `${start.time} - ${end.time}`,
      starts_at: o.startsAt.toISOString(),
      ends_at: o.endsAt.toISOString(),
      title: edited?.title ?? s.title,
      description: edited?.description ?? s.description,
      presenter: edited?.presenter ?? s.presenter,
      join_link: joinUrl && options.type === 'upcoming' ? await joinAddress(db, o.eventId, o.key, callerId) : '',
      attachments: attachmentItems(services.links, s.files, callerId),
      is_recurring: s.recurrence !== null,
      user_can_edit: Boolean(s.canEdit),
      attended,
      ...(options.type === 'past' ? { Attendance: attended } : {}),
      attendance_uploaded: Boolean(run),
    });
  }
  return { count, results };
}

// ---- Reading one webinar ----

/** A webinar the caller may read (404 otherwise: no hint that it exists), with whether they may edit it. */
async function readable(db: Queryable, callerId: number, id: number) {
  const found = await eventFor(db, 'webinar', id, callerId);
  if (!found || !found.canRead) throw notFound(WEBINAR_MESSAGES.badWebinar);
  return found;
}

/** A webinar the caller may change: its scheduler or a coordinator of its course (403 for a reader, 404 for anyone else). */
async function editable(db: Queryable, callerId: number, id: number) {
  const found = await readable(db, callerId, id);
  if (!found.canEdit) throw forbidden();
  return found.event;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** 001 §3.6: the webinar as its form shows it, in its own zone; with `occurrence`, that occurrence's times and fields. */
export async function webinarDetails(services: Pick<Services, 'db' | 'links'>, callerId: number, id: number, occurrence?: string): Promise<{ data: WebinarDetails }> {
  const { db } = services;
  const { event, canEdit } = await readable(db, callerId, id);
  const zone = event.timeZone;
  const choice = (event.recurrenceForm ?? { interval: 'none' }) as Partial<RecurrenceChoice> & Record<string, unknown>;
  const recurring = event.recurrence !== null;
  let startsAt = event.startsAt;
  let endsAt = event.endsAt;
  let fields = { title: event.title, description: event.description, presenter: event.presenter, joinUrl: event.joinUrl };
  if (occurrence) {
    const at = await resolveOccurrence(db, event, new Date(occurrence));
    if (!at) throw fieldError('occurrence', WEBINAR_MESSAGES.badOccurrence);
    ({ startsAt, endsAt } = at);
    const x = at.exception;
    fields = { title: x?.title ?? fields.title, description: x?.description ?? fields.description, presenter: x?.presenter ?? fields.presenter, joinUrl: at.joinUrl };
  }
  const [invitations, attachments] = await Promise.all([invitationsOf(db, id), attachmentsOf(db, [id])]);
  const start = zonedParts(startsAt, zone);
  const end = zonedParts(endsAt, zone);
  const link = canEdit ? (fields.joinUrl ?? '') : '';
  return {
    data: {
      webinar_id: id,
      title: fields.title,
      description: fields.description,
      presenter: fields.presenter,
      join_link: link,
      meeting_url: link,
      start_date: start.date,
      end_date: recurring && !occurrence ? text(choice.untilDate) : end.date,
      never_ends: recurring && !occurrence && !choice.untilDate,
      from_time: start.time,
      to_time: end.time,
      time_zone: zone,
      interval: recurring ? text(choice.interval) : 'none',
      week_days: Array.isArray(choice.weekDays) ? choice.weekDays.map(String) : [],
      ...webinarRecurrenceTexts((field) => text(choice[WEBINAR_RECURRENCE_FIELDS[field]])),
      cohorts: invitations.cohorts.map((c) => ({ flag_id: c.courseId, cohort_id: c.cohortId, label: c.name })),
      internal_members: invitations.members.map((m) => ({ value: m.userId, label: m.name })),
      external_members: canEdit ? invitations.guests : [],
      attachments: attachmentItems(services.links, attachments, callerId),
      user_can_edit: Boolean(canEdit),
      is_recurring: recurring,
      cancelled: event.cancelledAt !== null,
    },
  };
}

const WEEK_DAY_LABELS: Record<(typeof WEBINAR_WEEK_DAYS)[number], string> = {
  MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday',
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const option = (label: string, value: string | number, selected = false, flag?: number): WebinarOption =>
  ({ label, value, is_selected: selected, ...(flag === undefined ? {} : { flag_id: flag }) });

/** The form's option lists: the cohorts of the caller's coordinated courses (flag_id the course), their people, the recurrence choices. */
export async function webinarPreData(db: Queryable, caller: CurrentUser, webinarId?: number): Promise<WebinarPreDataAnswer> {
  let selectedCohorts = new Set<number>();
  let selectedMembers = new Set<number>();
  if (webinarId !== undefined) {
    await editable(db, caller.id, webinarId);
    const invitations = await invitationsOf(db, webinarId);
    selectedCohorts = new Set(invitations.cohorts.map((c) => c.cohortId));
    selectedMembers = new Set(invitations.members.map((m) => m.userId));
  }
  const cohortRows = await coordinatedCohorts(db, caller.id);
  const people = await coursePeople(db, [...new Set(cohortRows.map((c) => c.courseId))]);
  return {
    cohorts: cohortRows.map((c) => option(`${c.courseTitle} — ${c.name}`, c.id, selectedCohorts.has(c.id), c.courseId)),
    internal_members: people.filter((p) => p.id !== caller.id).map((p) => option(p.name, p.id, selectedMembers.has(p.id), p.courseId)),
    week_days: WEBINAR_WEEK_DAYS.map((d) => option(WEEK_DAY_LABELS[d], d)),
    intervals: WEBINAR_INTERVALS.map((i) => option(i === 'none' ? 'Does not repeat' : i[0]!.toUpperCase() + i.slice(1), i)),
    monthly_types: WEBINAR_MONTHLY_TYPES.map((t) => option(t === 'absoluteMonthly' ? 'On day' : 'On the', t)),
    yearly_types: WEBINAR_YEARLY_TYPES.map((t) => option(t === 'absoluteYearly' ? 'On' : 'On the', t)),
    week_numbers: WEBINAR_WEEK_NUMBERS.map((n) => option(['First', 'Second', 'Third', 'Fourth'][n - 1] ?? 'Last', n)),
    months: MONTHS.map((m, i) => option(m, i + 1)),
    change_types: WEBINAR_CHANGE_TYPES.map((t) => option(t === 'occurrence' ? 'This occurrence' : 'The whole series', t)),
  };
}

// ---- Writing ----

/** The form's values checked (400 with every bad field's message). */
function checkedForm(fields: (name: string) => string, mode: WebinarFormMode, now: Date, keptStart?: (zone: string) => string): WebinarFormOutput {
  const values = webinarFormFromFields(fields);
  const knownZone = viewerZone(values.time_zone.trim());
  const parsed = webinarFormSchema({ mode, today: zonedParts(now, knownZone).date, keptStartDate: keptStart?.(knownZone), isTimeZone: isKnownTimeZone }).safeParse(values);
  if (!parsed.success) throw fieldsRefused(parsed.error);
  return parsed.data;
}

/** The cohorts' one course, which the caller coordinates (400 under cohorts otherwise). */
async function courseOfCohorts(db: Queryable, callerId: number, ids: number[]): Promise<number> {
  const rows = await cohortsWithCourse(db, ids);
  const courses = new Set(rows.map((r) => r.courseId));
  const [courseId] = [...courses];
  if (rows.length !== ids.length || courses.size !== 1 || !(await coordinates(db, callerId, courseId!))) throw fieldError('cohorts', WEBINAR_MESSAGES.badCohort);
  return courseId!;
}

/** Internal members must be portal users of the course (its officers, mentors and coordinators). */
async function checkMembers(db: Queryable, courseId: number, members: number[]) {
  if (!members.length) return;
  const known = new Set((await coursePeople(db, [courseId])).map((p) => p.id));
  if (members.some((id) => !known.has(id))) throw fieldError('internal_members', WEBINAR_MESSAGES.badMember);
}

/** The series' times and rule from the form: the first start the rule gives, each occurrence as long as from–to. */
function timesOf(form: WebinarFormOutput) {
  const zone = form.timeZone;
  const chosen = zonedInstant(form.startDate, form.fromTime, zone);
  const choice = form.recurrence;
  const recurrence = recurrenceRule(choice);
  if (!recurrence) {
    const endsAt = zonedInstant(form.endDate ?? form.startDate, form.toTime, zone);
    if (endsAt <= chosen) throw fieldError('to_time', WEBINAR_MESSAGES.endTimeBeforeStart);
    return { startsAt: chosen, endsAt, recurrence: null, recurrenceForm: null, seriesEndsAt: endsAt };
  }
  const duration = zonedInstant(form.startDate, form.toTime, zone).getTime() - chosen.getTime();
  const startsAt = firstStart(choice, chosen, zone);
  if (!startsAt) throw fieldError('end_date', WEBINAR_MESSAGES.noOccurrence);
  const endsAt = new Date(startsAt.getTime() + duration);
  const seriesEndsAt = seriesEnd({ id: 0, startsAt, endsAt, timeZone: zone, recurrence }, choice.untilDate);
  return { startsAt, endsAt, recurrence, recurrenceForm: { ...choice } as Record<string, unknown>, seriesEndsAt };
}

/** Who the form invites: its cohorts, its internal members and its outside addresses. */
const invitationsOfForm = (form: WebinarFormOutput): Invitations => ({
  cohorts: form.cohorts, members: form.internalMembers.map((userId) => ({ userId, role: 'internal' })), guests: form.externalMembers,
});

export interface FormRequest {
  fields: (name: string) => string;
  uploads: StoredUpload[];
}

/** Schedules a webinar for cohorts of a course the caller coordinates (Schedule New Webinar), with its attachments and invites. */
export async function createWebinar(services: Pick<Services, 'db' | 'files' | 'jobs' | 'config'>, caller: CurrentUser, request: FormRequest, now = new Date()) {
  const { db } = services;
  const form = checkedForm(request.fields, 'create', now);
  const courseId = await courseOfCohorts(db, caller.id, form.cohorts);
  await checkMembers(db, courseId, form.internalMembers);
  checkAttachments(request.uploads, WEBINAR_FILE_FIELD);
  if (request.uploads.length > WEBINAR_LIMITS.attachmentsMax) throw fieldError(WEBINAR_FILE_FIELD, WEBINAR_MESSAGES.tooManyAttachments);
  checkOutsideInviteesPerEvent(services, 'external_members', form.externalMembers);
  const times = timesOf(form);
  const id = await db.transaction(async (tx) => {
    await chargeOutsideInvitees(services, tx, caller.id, null, form.externalMembers, now);
    return createEvent(services, tx, 'webinar', {
      courseId, title: form.title, description: form.description, presenter: form.presenter, joinUrl: form.joinLink, timeZone: form.timeZone,
      ...times, createdBy: caller.id, schedulerRole: 'Course Coordinator',
    }, invitationsOfForm(form), request.uploads);
  });
  return { message: WEBINAR_MESSAGES.created, webinar_id: id };
}

/** An occurrence key of a webinar that names one of its occurrences, not cancelled (400 otherwise). */
async function liveOccurrence(db: Queryable, event: Parameters<typeof resolveOccurrence>[1], occurrence: string | undefined) {
  const at = occurrence ? await resolveOccurrence(db, event, new Date(occurrence)) : null;
  if (!at || at.cancelled) throw fieldError('occurrence', WEBINAR_MESSAGES.badOccurrence);
  return at;
}

/**
 * Updates a webinar (Update Webinar): one occurrence of a series (an exception row with its own
 * times, title, description, presenter, link) or the series (the row, its invitations and
 * attachments; SEQUENCE raised; exceptions the new rule no longer gives are dropped).
 */
export async function updateWebinarDetails(services: Pick<Services, 'db' | 'files' | 'jobs' | 'config'>, caller: CurrentUser, request: FormRequest, now = new Date()) {
  const { db } = services;
  const own = updateWebinarFields.safeParse({
    webinar_id: request.fields('webinar_id'), occurrence: request.fields('occurrence') || undefined, old_attachment: request.fields('old_attachment'),
  });
  if (!own.success) throw fieldsRefused(own.error);
  const event = await editable(db, caller.id, own.data.webinar_id);
  if (event.cancelledAt) throw fieldError('webinar_id', WEBINAR_MESSAGES.cancelled);
  const recurring = event.recurrence !== null;
  const changeType = request.fields('change_type').trim();
  if (recurring && !(WEBINAR_CHANGE_TYPES as readonly string[]).includes(changeType)) throw fieldError('change_type', WEBINAR_MESSAGES.changeType);

  if (recurring && changeType === 'occurrence') {
    const at = await liveOccurrence(db, event, own.data.occurrence);
    const form = checkedForm(request.fields, 'occurrence', now);
    // An occurrence keeps the series' attachments: files sent with it are not kept.
    await removeFiles(services.files, request.uploads.map((u) => u.key));
    const startsAt = zonedInstant(form.startDate, form.fromTime, form.timeZone);
    const endsAt = zonedInstant(form.startDate, form.toTime, form.timeZone);
    await db.transaction(async (tx) => {
      await upsertException(tx, {
        eventId: event.id, occurrenceStart: at.key, cancelled: false, cancellationNote: null, startsAt, endsAt,
        title: form.title, description: form.description, presenter: form.presenter, joinUrl: form.joinLink,
      });
      // A changed occurrence raises the series' SEQUENCE too, so a second change of it is not taken for a stale copy.
      await touchEvent(tx, event.id);
      await queueInvites(services, tx, { eventId: event.id, method: 'REQUEST', occurrence: at.key.toISOString() });
    });
    return { message: WEBINAR_MESSAGES.updated, webinar_id: event.id };
  }

  const form = checkedForm(request.fields, 'update', now, (zone) => zonedParts(event.startsAt, zone).date);
  const courseId = await courseOfCohorts(db, caller.id, form.cohorts);
  await checkMembers(db, courseId, form.internalMembers);
  checkAttachments(request.uploads, WEBINAR_FILE_FIELD);
  const keep = idListOf(own.data.old_attachment);
  if (keep === null) throw fieldError('old_attachment', WEBINAR_MESSAGES.badAttachment);
  checkOutsideInviteesPerEvent(services, 'external_members', form.externalMembers);
  const times = timesOf(form);
  const removedFiles = await db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    await chargeOutsideInvitees(services, tx, caller.id, event.id, form.externalMembers, now);
    // Changed or cancelled occurrences the new rule no longer gives are dropped.
    const exceptions = await exceptionsOf(tx, [event.id]);
    const series: SeriesInput = { id: event.id, startsAt: times.startsAt, endsAt: times.endsAt, timeZone: form.timeZone, recurrence: times.recurrence };
    await removeExceptions(tx, event.id, exceptions.filter((x) => !times.recurrence || !isOccurrenceOf(series, x.occurrenceStart)).map((x) => x.occurrenceStart));
    return changeEvent(services, tx, event.id, {
      courseId, title: form.title, description: form.description, presenter: form.presenter, joinUrl: form.joinLink, timeZone: form.timeZone, ...times,
    }, invitationsOfForm(form), { keep, field: 'old_attachment', uploads: request.uploads });
  });
  await removeFiles(services.files, removedFiles);
  return { message: WEBINAR_MESSAGES.updated, webinar_id: event.id };
}

/** Cancels one occurrence (a cancelled exception, EXDATE) or the whole webinar (cancelled_at), with a note; either raises the SEQUENCE. */
export async function cancelWebinar(
  services: Pick<Services, 'db' | 'jobs'>, callerId: number, request: { webinar_id: number; change_type: 'occurrence' | 'series'; cancellation_note: string; occurrence?: string },
) {
  const { db } = services;
  const event = await editable(db, callerId, request.webinar_id);
  if (event.cancelledAt) throw fieldError('webinar_id', WEBINAR_MESSAGES.cancelled);
  const note = request.cancellation_note || null;
  if (event.recurrence !== null && request.change_type === 'occurrence') {
    const at = await liveOccurrence(db, event, request.occurrence);
    await db.transaction(async (tx) => {
      await upsertException(tx, { eventId: event.id, occurrenceStart: at.key, cancelled: true, cancellationNote: note });
      await touchEvent(tx, event.id);
      await queueInvites(services, tx, { eventId: event.id, method: 'CANCEL', occurrence: at.key.toISOString() });
    });
  } else {
    // Cancelled meanwhile by another: the same answer as above.
    if (!(await db.transaction((tx) => cancelEvent(services, tx, event.id, note)))) throw fieldError('webinar_id', WEBINAR_MESSAGES.cancelled);
  }
  return { message: WEBINAR_MESSAGES.cancelDone };
}

/**
 * The key of a webinar's latest occurrence that has ended by `now` (cancelled ones left out), or
 * null. Within the lists' horizon the rule's starts come from the kept expansion (recurrence.ts).
 */
async function latestEndedOccurrence(db: Queryable, event: Parameters<typeof resolveOccurrence>[1], now: Date): Promise<string | null> {
  if (event.cancelledAt) return null;
  const exceptions = await exceptionsOf(db, [event.id]);
  const ended = occurrencesBetween({ ...seriesOf(event), exceptions }, new Date(event.startsAt.getTime() - 1), now);
  return ended.at(-1)?.key.toISOString() ?? null;
}

/** Populate Attendance of an ended occurrence, once: its invitees attended when they joined through the portal. */
export async function uploadAttendance(services: Pick<Services, 'db'>, callerId: number, request: { webinar_id: number; occurrence?: string }, now = new Date()) {
  const { db } = services;
  const event = await editable(db, callerId, request.webinar_id);
  const occurrence = request.occurrence ?? (await latestEndedOccurrence(db, event, now));
  if (!occurrence) throw fieldError('occurrence', WEBINAR_MESSAGES.notEnded);
  const at = await liveOccurrence(db, event, occurrence);
  const outcome = await populateEndedOccurrence(db, event.id, at, callerId, now);
  if (outcome === 'notEnded') throw fieldError('occurrence', WEBINAR_MESSAGES.notEnded);
  if (outcome === 'already') throw fieldError('webinar_id', WEBINAR_MESSAGES.attendanceAlreadyUploaded);
  return { message: WEBINAR_MESSAGES.attendanceUploaded };
}
