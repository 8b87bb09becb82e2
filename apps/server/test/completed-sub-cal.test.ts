import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { CAL_MESSAGES, CHAT_MESSAGES } from '@fetp/contract';
import { calFormAnswers, cals, chatMessages, courses, districts, milestoneFiles, milestones, subCals } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';
import { samplePdf } from './application-fixtures';

/**
 * Issue 21 defect 7.3: a Completed sub-CAL is read-only for its officer (uploads, forms, chat)
 * until a reviewer reopens it, and every flag the web reads says so. On the old main the upload
 * answered 200 (and moved the milestone back to Pending), the start form save 200, the versions
 * call `can_upload: true` and the milestone list `upload_file.disable: false`.
 *
 * The officer is mentee 6 (Lakshmi Pillai, Cohort 2026 of the FETP course, no sub-CAL in the
 * demo); mentor 1 (Priya Nair) is their mentor 2 there.
 */

let ctx: TestContext;
let fetp: number;
let pdf: Buffer;
let officer: Client & { userId: number };
let mentor: Client & { userId: number };
/** The officer's OI sub-CAL and its milestones: 1 takes the start form, 2 a file. */
let sub: { id: number };
let startMilestone: number;
let fileMilestone: number;
let room: number;

const UPLOAD = '/cal/api/upload_milestone_file/';
const START = { get: '/cal/api/get/edit-start-form/', submit: '/cal/api/submit/start-form/' };

beforeAll(async () => {
  ctx = await createTestContext();
  pdf = await samplePdf();
  [{ id: fetp }] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.type, 'FETP Course')) as [{ id: number }];
  officer = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[5]!);
  mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
  const [oi] = await ctx.db.select().from(cals).where(and(eq(cals.courseId, fetp), eq(cals.shortName, 'OI')));
  const [place] = await ctx.db.select({ state: districts.stateId, district: districts.id }).from(districts).limit(1);
  const registered = await officer.post('/cal/api/submit/registration-form/', {
    cal_id: oi!.id, course_id: fetp, short_title: 'Typhoid cluster, Thrissur', state_id: place!.state, district_id: place!.district,
    abstract_disease: 'cholera', q1: 'Find the source.',
  });
  expect(registered.statusCode, registered.body).toBe(200);
  sub = registered.json().data;
  const rows = await ctx.db.select().from(milestones).where(eq(milestones.subCalId, sub.id)).orderBy(asc(milestones.sequence));
  startMilestone = rows.find((m) => m.takes === 'start')!.id;
  fileMilestone = rows.find((m) => m.takes === 'file')!.id;
  room = (await officer.get(`/chat/api/milestone/${fileMilestone}/message/`)).json().chat_room;
}, 60_000);
afterAll(() => ctx.close());

const upload = (name: string) => officer.multipart(UPLOAD, { milestone_id: String(fileMilestone) }, { milestone_file: { name, type: 'application/pdf', data: pdf } });
const sendChat = (message: string, attach = false) =>
  officer.multipart('/chat/api/send/milestone/message/', { chat_room: String(room), message }, attach ? { attachment_file: { name: 'notes.pdf', type: 'application/pdf', data: pdf } } : {});

/** A valid start form for the officer's sub-CAL, with a given objective. */
async function saveStart(objectives: string) {
  const opened = (await officer.post(START.get, { cal_id: sub.id, user_id: officer.userId, milestone_id: startMilestone })).json();
  const [mentor1] = opened.data.fields.mentor1_id.attributes.options as Array<{ key: string }>;
  const [place] = await ctx.db.select({ state: districts.stateId, district: districts.id }).from(districts).limit(1);
  return officer.post(START.submit, {
    cal_id: sub.id, milestone_id: startMilestone, state_id: place!.state, district_id: place!.district, project_type: 'surveillance_data_analysis',
    project_classification: 'communicable_disease', q1: '2025-11-02', q2: '120', q3: 'rural', q4: objectives, type_of_data: 'idsp_data', mentor1_id: mentor1!.key,
  });
}

/** What the officer's pages read: the versions call, the milestone list, the start form and the chat. */
async function flags() {
  const versions = (await officer.get(`/cal/api/milestone/${fileMilestone}/versions/`)).json();
  const list = (await officer.post('/cal/api/courses/get/milestones/', { cal_id: sub.id, course_id: fetp })).json().data as Array<{ id: number; upload_file: { disable: boolean } }>;
  const form = (await officer.post(START.get, { cal_id: sub.id, user_id: officer.userId, milestone_id: startMilestone })).json();
  const chat = (await officer.get(`/chat/api/milestone/${fileMilestone}/message/`)).json();
  return {
    can_upload: versions.can_upload as boolean,
    upload_disabled: list.find((m) => m.id === fileMilestone)!.upload_file.disable,
    form_editable: form.is_editable as boolean,
    chat_editable: chat.is_editable as boolean,
  };
}

const setSubCal = (cal_status: string) => mentor.post(`/cal/api/mentor/update/${officer.userId}/cal/status/`, { cal_id: sub.id, course_id: fetp, cal_status });

/** What a refused call must not change: the file versions, the stored files, the form's answers, the messages and the statuses. */
async function state() {
  const [files] = await ctx.db.select({ n: count() }).from(milestoneFiles).where(eq(milestoneFiles.milestoneId, fileMilestone));
  const [messages] = await ctx.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, room));
  return {
    versions: files!.n,
    stored: await ctx.storedObjects(),
    answers: await ctx.db.select().from(calFormAnswers).where(eq(calFormAnswers.subCalId, sub.id)),
    messages: messages!.n,
    statuses: await ctx.db.select({ id: milestones.id, status: milestones.status, submittedAt: milestones.submittedAt }).from(milestones)
      .where(eq(milestones.subCalId, sub.id)).orderBy(asc(milestones.id)),
    subCal: (await ctx.db.select({ status: subCals.status }).from(subCals).where(eq(subCals.id, sub.id)))[0]!.status,
  };
}

describe('a Completed sub-CAL is read-only for its officer until a reviewer reopens it (defect 7.3)', () => {
  it('is open while Ongoing: uploads, form saves and chat messages are taken, and the flags say so', async () => {
    const saved = await saveStart('Find the source of the cluster.');
    expect(saved.statusCode, saved.body).toBe(200);
    const uploaded = await upload('Line list.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await sendChat('The line list is uploaded.')).statusCode).toBe(200);
    expect(await flags()).toEqual({ can_upload: true, upload_disabled: false, form_editable: true, chat_editable: true });
  });

  it('once a mentor sets it Completed: upload, form save and chat send are refused (403) and change nothing; every flag says read-only', async () => {
    expect((await setSubCal('completed')).statusCode).toBe(200);
    const before = await state();
    expect(before.subCal).toBe('completed');
    expect(before.answers).toHaveLength(1);
    expect(before.versions).toBe(1);

    const uploaded = await upload('Line list v2.pdf');
    expect(uploaded.statusCode).toBe(403);
    expect(uploaded.json().message).toBe(CAL_MESSAGES.subCalCompleted);

    const saved = await saveStart('Changed after completion.');
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(CAL_MESSAGES.subCalCompleted);

    for (const attach of [false, true]) {
      const sent = await sendChat('One more thing.', attach);
      expect(sent.statusCode).toBe(403);
      expect(sent.json().message).toBe(CHAT_MESSAGES.notEditable);
    }

    // No version row, no stored file (pending ones included), the answers, messages and statuses as they were.
    expect(await state()).toEqual(before);
    expect(await flags()).toEqual({ can_upload: false, upload_disabled: true, form_editable: false, chat_editable: false });
    // Every milestone of the list is closed to uploads and forms.
    const list = (await officer.post('/cal/api/courses/get/milestones/', { cal_id: sub.id, course_id: fetp })).json().data as Array<{ upload_file: { disable: boolean } }>;
    expect(list.every((m) => m.upload_file.disable)).toBe(true);
  });

  it('once the mentor sets it back to Ongoing, the officer uploads, saves and writes again', async () => {
    expect((await setSubCal('pending')).statusCode).toBe(200);
    expect(await flags()).toEqual({ can_upload: true, upload_disabled: false, form_editable: true, chat_editable: true });
    const uploaded = await upload('Line list v2.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.version).toBe(2);
    expect((await saveStart('Changed after reopening.')).statusCode).toBe(200);
    const [answers] = await ctx.db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, sub.id), eq(calFormAnswers.kind, 'start')));
    expect((answers!.answers as Record<string, string>).q4).toBe('Changed after reopening.');
    expect((await sendChat('Reopened: the second version is up.')).statusCode).toBe(200);
  });
});
