import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  PROFILE_API as API, PROFILE_MESSAGES as M, PROFILE_OPTION_LISTS, PROFILE_TEMPLATES as T, REQUEST_MESSAGES, mentorProfileForm,
  fromMultipartFields, listsToWire, profileFieldsOf, PROFILE_SAVE_OF, toMultipartFields, variantAForm, variantBForm, variantCForm, type ProfileAnswer, type ProfileTemplate,
} from '@fetp/contract';
import {
  districts, enrolments, mentorAssignments, profiles, states, userAchievements, userExperiences, userPgDegrees, userPostingDetails, users,
} from '../src/db/schema';
import { DEMO, DEMO_ACCOUNTS, sessionOf, useTestContext, type Client } from './helpers';
import { createCohort, createCoordinator, createCourse, createHub, createMentee, createMentor, createUser } from './factories';

/** Profiles (002 §2.8, §3, §4, §5, §7 "Profiles"; issue 24): the four forms saved and read back, every refusal, who may read whose. */

const context = useTestContext();

const postJson = (client: Client, url: string, body: unknown) => client.postJson(url, body);

interface Place { state: number; district: number }
async function place(stateName: string, districtName: string): Promise<Place> {
  const [row] = await context().db.select({ state: states.id, district: districts.id }).from(districts).innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.name, stateName), eq(districts.name, districtName)));
  return row!;
}

/** A mentee enrolled in a course of a hub with this template (or a mentor, whose form is always the mentor form), signed in. */
async function personOf(template: ProfileTemplate) {
  const { db } = context();
  const hub = await createHub(db, { profileTemplate: template === T.mentor ? T.frontline : template });
  const cohort = await createCohort(db, { courseId: (await createCourse(db, { hubId: hub.id })).id });
  const user = template === T.mentor ? await createMentor(db) : await createMentee(db, cohort.id);
  return { user, hub, cohort, client: await sessionOf(context(), user.email) };
}

const myProfile = async (client: Client) => {
  const res = await client.get(API.myProfile.path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfileAnswer>();
};

// ---- Valid forms ----

const s = (n: number) => String(n);

function validA(p: Place): Record<string, unknown> {
  return {
    prefix: 'dr', first_name: 'Asha', middle_name: 'Devi', last_name: 'Kumar', dob: '1988-04-12', gender: 'female',
    current_address: '12 MG Road, Kozhikode', district_id: s(p.district), state_id: s(p.state),
    phone_number: '9876543210', whatsapp_number: '', isSameAsPhoneNumber: true,
    professional_background: 'Medical Officer', other_professional_background: '', sector: 'Others', other_sector: 'Port health',
    area_of_experience: 'Management of surveillance systems', other_area_of_experience: 'left over',
    graduate_degree: 'MBBS', other_graduate_degree: '', highest_qualification: 'MPH', other_highest_qualification: '',
    any_previous_training_in_field_epidemiology: true, previous_training_in_field_epidemiology_name: 'FETP Frontline 2019',
    any_previous_training_in_one_health: false, previous_training_in_one_health_name: 'ignored',
    employer: 'Directorate of Health Services', job_title: 'District Surveillance Officer', facility_name: 'DSU Kozhikode',
    facility_surveillance_level: 'District', other_facility_surveillance_level: '',
    role_in_training: 'Resident', other_role_in_training: '', name_of_department: 'Health Services', name_of_organization: 'DHS Kerala',
    name_of_institute: 'dropped for a non-mentor', institutional_level_of_current_job: 'District', designation: 'District Surveillance Officer',
    job_district: s(p.district), job_state: s(p.state), start_date_current_job: '2021-06-01',
  };
}

function validMentor(p: Place, other: Place): Record<string, unknown> {
  return {
    prefix: 'prof', first_name: 'Ravi', middle_name: '', last_name: 'Menon', dob: '1970-02-01', gender: 'male',
    current_address: 'Medical College Campus, Kozhikode', district_id: s(p.district), state_id: s(p.state),
    phone_number: '9812345678', whatsapp_number: '9000000001', isSameAsPhoneNumber: false,
    ug_degree_name: 'MBBS', ug_passing_year: '1994', ug_institution: 'Government Medical College, Kozhikode', ug_university: 'University of Calicut',
    // Lists as the wire has them (002 §7): each row an ordered list.
    pg_degrees: [['MD Community Medicine', '1999', 'AIIMS', 'AIIMS New Delhi'], ['MPH', '2004', 'PHFI', 'PHFI']],
    work_experiences: [
      ['NCDC', 'Deputy Director', 'New Delhi', s(other.district), s(other.state), '2005-01-01', '2012-12-31'],
      ['Government Medical College', 'Professor', 'Kozhikode', s(p.district), s(p.state), '2013-01-01', null],
    ],
    diseases_job_is_addressing: 'Other Specify', other_diseases_job_is_addressing: 'Snakebite envenoming',
    institutional_affiliation_of_job: 'Medical College', other_institutional_affiliation_of_job: 'cleared',
    institutional_level_of_current_job: 'State', institution_type: 'Academic',
    teaching_experiences: [
      ['Government Medical College', 'Medical College', 'Professor', 'Permanent', s(p.district), s(p.state), 'Teaching epidemiology to MD residents', '2013-01-01', '2024-12-31'],
    ],
    areas_in_experience: 'Outbreak investigation', other_areas_in_experience: '',
    interest_area_1: 'One Health', interest_area_2: 'Antimicrobial resistance', interest_area_3: '', interest_area_4: '', interest_area_5: '',
    achievements: [['12', 'https://orcid.org/0000-0001-2345-6789', 'Led the Nipah response of 2018'], [null, null, 'Best teacher award']],
  };
}

function validC(p: Place): Record<string, unknown> {
  const work = (org: string, from: string, to: string) => ({
    workExperienceOrganizationName: org, workExperienceDesignation: 'Medical Officer', workExperienceLocation: 'Kozhikode',
    workExperienceDistrict: s(p.district), workExperienceState: s(p.state), workExperienceTimePeriodStartDate: from, workExperienceTimePeriodEndDate: to,
    workExperienceIsCurrent: false,
  });
  return {
    first_name: 'Meera', middle_name: '', last_name: 'Nair', dob: '1990-09-09', gender: 'female',
    current_address: 'PHC Quarters, Feroke', correspondence_address: 'House 4, Beach Road, Kozhikode', district_id: s(p.district), state_id: s(p.state),
    phone_number: '9447000000', whatsapp_number: '9447000000', isSameAsPhoneNumber: false,
    ug_degree_name: 'B.Sc. Nursing', ug_passing_year: '2011', ug_institution: 'College of Nursing', ug_university: 'KUHS',
    // Lists as the form has them: row objects.
    pg_degrees: [{ pgDegreeName: 'MPH', pgDegreePassingYear: '2016', pgDegreeInstituteName: 'AMCHSS', pgDegreeUniversityName: 'SCTIMST' }],
    work_experiences: [work('PHC Feroke', '2012-01-01', '2016-06-30'), work('CHC Beypore', '2016-07-01', '2020-12-31')],
    teaching_experiences: [{
      workExperienceOrganizationName: 'College of Nursing', workExperienceOrganizationType: 'Medical College', workExperienceDesignation: 'Tutor',
      workExperienceEmploymentType: 'Contractual', workExperienceDistrict: s(p.district), workExperienceState: s(p.state),
      jobResponsibility: 'Community health nursing', workExperienceTimePeriodStartDate: '2021-01-01', workExperienceTimePeriodEndDate: '2022-12-31',
      workExperienceIsCurrent: false,
    }],
    areas_in_experience: 'Other Specify', other_areas_in_experience: 'Leptospirosis control',
    interest_area_1: 'Vector-borne diseases', interest_area_2: '', interest_area_3: '', interest_area_4: '', interest_area_5: 'Data visualisation',
    achievements: [],
  };
}

/** Variant B as the web sends it: multipart text, lists as JSON text, null as None (built with the contract's helper). */
function validB(p: Place, other: Place, overrides: Record<string, unknown> = {}): Record<string, string> {
  const row = (org: string, from: string, to: string | null, at: Place = p) => [org, 'Medical Officer', 'Block PHC', s(at.district), s(at.state), from, to];
  return toMultipartFields({
    first_name: 'Imran', middle_name: null, last_name: 'Sheikh', dob: '1985-12-30', gender: 'male',
    current_address: 'District Hospital Road, Pune', district_id: s(p.district), state_id: s(p.state), phone_number: '9922000000',
    ug_degree_name: 'MBBS', ug_passing_year: '2008', ug_institution: 'BJ Medical College', ug_university: 'MUHS',
    diseases_job_is_addressing: 'Vector-borne diseases', other_diseases_job_is_addressing: null,
    institutional_affiliation_of_job: 'Other Specify', other_institutional_affiliation_of_job: 'Cantonment Board',
    institutional_level_of_current_job: 'District', institution_type: 'Government',
    pg_degrees: [['MD Preventive and Social Medicine', '2012', 'AFMC', 'MUHS']],
    post_doj: '2014-03-01', post_posting_place: 'District Surveillance Unit, Pune', post_district_id: s(p.district), post_state_id: s(p.state),
    post_is_current_posting: true, post_period_from: null, post_period_to: null, post_current_posting_place: null,
    post_current_district_id: null, post_current_state_id: null, post_total_duration: '10.5', has_mentor_experience: false,
    hardship_details: [row('PHC Gadchiroli', '2009-01-01', '2011-12-31', other)],
    work_experiences: [row('Rural Hospital Junnar', '2012-06-01', '2014-02-28'), row('DSU Pune', '2014-03-01', null)],
    selfDeclaration: true,
    ...overrides,
  });
}

/** What the form holds after its schema: the values a reload must give back. */
const expected = (form: { parse: (v: unknown) => unknown }, body: unknown) => form.parse(body) as Record<string, unknown>;

/** The stored profile beyond `users`, for "nothing changed". */
async function snapshot(userId: number) {
  const { db } = context();
  return {
    user: (await db.select().from(users).where(eq(users.id, userId)))[0],
    profile: (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0],
    pg: await db.select().from(userPgDegrees).where(eq(userPgDegrees.userId, userId)).orderBy(asc(userPgDegrees.id)),
    experiences: await db.select().from(userExperiences).where(eq(userExperiences.userId, userId)).orderBy(asc(userExperiences.id)),
    posting: (await db.select().from(userPostingDetails).where(eq(userPostingDetails.userId, userId)))[0],
    achievements: await db.select().from(userAchievements).where(eq(userAchievements.userId, userId)).orderBy(asc(userAchievements.id)),
  };
}

// ---- The template ----

describe('the template: by the Mentor role, else the hub (002 §2.8)', () => {
  it('gives each person their hub’s form, the mentor form to a mentor, variant A without a hub; the values hold exactly the form’s fields', async () => {
    const { db } = context();
    for (const template of [T.fieldEpidemiology, T.appliedEpidemiology, T.frontline, T.mentor]) {
      const { client, hub } = await personOf(template);
      const body = await myProfile(client);
      expect(body.data.template_name).toBe(template);
      expect(body.data.is_mentor).toBe(template === T.mentor);
      expect(body.data.hub).toBe(template === T.mentor ? null : hub.name);
      expect(body.data).toMatchObject({ is_editable: true, is_saved: false, is_view_profile: false, updated_at: null });
      expect(Object.keys(body.data.values)).toEqual(profileFieldsOf(template));
      expect(Object.values(body.data.values).every((v) => v !== undefined)).toBe(true);
      expect(Object.keys(body.options)).toEqual([...PROFILE_OPTION_LISTS]);
    }

    // users.hub_id before the enrolment's hub; the earliest enrolment's hub before a later one's.
    const [a, b] = [await createHub(db, { profileTemplate: T.appliedEpidemiology }), await createHub(db, { profileTemplate: T.frontline })];
    const [first, later] = [await createCohort(db, { courseId: (await createCourse(db, { hubId: a.id })).id }), await createCohort(db, { courseId: (await createCourse(db, { hubId: b.id })).id })];
    const mentee = await createMentee(db, first.id);
    await db.insert(enrolments).values({ userId: mentee.id, cohortId: later.id });
    const client = await sessionOf(context(), mentee.email);
    expect((await myProfile(client)).data).toMatchObject({ template_name: T.appliedEpidemiology, hub: a.name });
    await db.update(users).set({ hubId: b.id }).where(eq(users.id, mentee.id));
    expect((await myProfile(client)).data).toMatchObject({ template_name: T.frontline, hub: b.name });

    // A coordinator of no hub and no enrolment: variant A; a mentor who also coordinates: the mentor form.
    const coordinator = await createCoordinator(db, []);
    expect((await myProfile(await sessionOf(context(), coordinator.email))).data).toMatchObject({ template_name: T.fieldEpidemiology, hub: null, is_mentor: false });
  });

  it('reads the name, date of birth, sex, mobile, district and state from the account; options from the option lists, districts and states', async () => {
    const { db } = context();
    const kozhikode = await place('Kerala', 'Kozhikode');
    const { user, client } = await personOf(T.frontline);
    await db.update(users).set({ phoneNumber: '9447012345', dob: '1991-01-31', gender: 'female', ...{ districtId: kozhikode.district, stateId: kozhikode.state } })
      .where(eq(users.id, user.id));
    const body = await myProfile(client);
    expect(body.data).toMatchObject({
      user_id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName,
      district: { value: s(kozhikode.district), label: 'Kozhikode' }, state: { value: s(kozhikode.state), label: 'Kerala' },
    });
    expect(body.data.values).toMatchObject({
      first_name: user.firstName, dob: '1991-01-31', gender: 'female', phone_number: '9447012345', district_id: s(kozhikode.district),
      state_id: s(kozhikode.state), whatsapp_number: '', isSameAsPhoneNumber: false, pg_degrees: [], achievements: [],
    });
    expect(body.options.genderOptions).toContainEqual({ value: 'female', label: 'Female' });
    expect(body.options.prefixOptions).toContainEqual({ value: 'dr', label: 'Dr.' });
    expect(body.options.postGraduateOptions).toContainEqual({ value: 'MPH', label: 'MPH' });
    expect(body.options.diseasesJobisAddressingOptions.at(-1)).toEqual({ value: 'Other Specify', label: 'Other Specify' });
    expect(body.options.disrictOptions).toContainEqual({ value: s(kozhikode.district), label: 'Kozhikode' });
    expect(body.options.stateOptions).toContainEqual({ value: s(kozhikode.state), label: 'Kerala' });
    for (const list of PROFILE_OPTION_LISTS) expect(body.options[list].length, list).toBeGreaterThan(0);
  });
});

// ---- The four saves ----

describe('saving each variant, and reading it back', () => {
  it('variant A (JSON): saved, reloaded equal to what the form holds; WhatsApp copied from the mobile and ticked on load; the account updated', async () => {
    const kozhikode = await place('Kerala', 'Kozhikode');
    const { user, client } = await personOf(T.fieldEpidemiology);
    const body = validA(kozhikode);
    const res = await postJson(client, API.saveVariantA.path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: M.saved, data: { is_saved: true, is_editable: true, is_view_profile: true } });
    const want = expected(variantAForm, body);
    expect(want).toMatchObject({ whatsapp_number: '9876543210', other_area_of_experience: '', previous_training_in_one_health_name: '', name_of_institute: '' });
    expect(res.json().data.values).toEqual(want);
    const again = await myProfile(client);
    expect(again.data.values).toEqual(want);
    expect(again.data.values.isSameAsPhoneNumber).toBe(true);
    expect(again.data).toMatchObject({ first_name: 'Asha', last_name: 'Kumar', district: { label: 'Kozhikode' }, state: { label: 'Kerala' } });
    const [stored] = await context().db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ firstName: 'Asha', lastName: 'Kumar', displayName: 'Asha Kumar', dob: '1988-04-12', gender: 'female', phoneNumber: '9876543210' });

    // Saved again with a WhatsApp number of its own: not ticked on load.
    const changed = await postJson(client, API.saveVariantA.path, { ...body, isSameAsPhoneNumber: false, whatsapp_number: '9000011111', role_in_training: 'Mentor', name_of_institute: 'NCDC' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await myProfile(client)).data.values).toMatchObject({
      isSameAsPhoneNumber: false, whatsapp_number: '9000011111', name_of_institute: 'NCDC', name_of_department: '', name_of_organization: '', institutional_level_of_current_job: '',
    });
  });

  it('the mentor form (JSON, lists as ordered lists): saved and reloaded as row objects in their order, a row without an end is current', async () => {
    const [kozhikode, delhi] = [await place('Kerala', 'Kozhikode'), await place('Delhi', 'New Delhi')];
    const { user, client } = await personOf(T.mentor);
    const body = validMentor(kozhikode, delhi);
    const res = await postJson(client, API.saveMentorProfile.path, body);
    expect(res.statusCode, res.body).toBe(200);
    const want = expected(mentorProfileForm, body);
    const values = (await myProfile(client)).data.values;
    expect(values).toEqual(want);
    expect(values.pg_degrees).toEqual([
      { pgDegreeName: 'MD Community Medicine', pgDegreePassingYear: '1999', pgDegreeInstituteName: 'AIIMS', pgDegreeUniversityName: 'AIIMS New Delhi' },
      { pgDegreeName: 'MPH', pgDegreePassingYear: '2004', pgDegreeInstituteName: 'PHFI', pgDegreeUniversityName: 'PHFI' },
    ]);
    expect((values.work_experiences as Array<Record<string, unknown>>).map((r) => [r.workExperienceOrganizationName, r.workExperienceTimePeriodEndDate, r.workExperienceIsCurrent]))
      .toEqual([['NCDC', '2012-12-31', false], ['Government Medical College', '', true]]);
    expect(values).toMatchObject({ other_institutional_affiliation_of_job: '', other_diseases_job_is_addressing: 'Snakebite envenoming', isSameAsPhoneNumber: false });
    expect(values.achievements).toEqual([
      { numberOfPublications: '12', publicationsLink: 'https://orcid.org/0000-0001-2345-6789', keyAchievements: 'Led the Nipah response of 2018' },
      { numberOfPublications: '', publicationsLink: '', keyAchievements: 'Best teacher award' },
    ]);

    // Lists are replaced, not added to: a second save with one PG degree keeps one.
    const second = await postJson(client, API.saveMentorProfile.path, { ...body, pg_degrees: [['MPH', '2004', 'PHFI', 'PHFI']], achievements: [] });
    expect(second.statusCode, second.body).toBe(200);
    const rows = await context().db.select().from(userPgDegrees).where(eq(userPgDegrees.userId, user.id));
    expect(rows.map((r) => [r.degreeName, r.position])).toEqual([['MPH', 0]]);
    expect(await context().db.select().from(userAchievements).where(eq(userAchievements.userId, user.id))).toEqual([]);
  });

  it('variant C (JSON, lists as row objects): saved and reloaded equal', async () => {
    const kozhikode = await place('Kerala', 'Kozhikode');
    const { client } = await personOf(T.frontline);
    const body = validC(kozhikode);
    const res = await postJson(client, API.saveVariantC.path, body);
    expect(res.statusCode, res.body).toBe(200);
    const values = (await myProfile(client)).data.values;
    // Sent unticked with the same two numbers: ticked on load (002 §4).
    expect(values).toEqual({ ...expected(variantCForm, body), isSameAsPhoneNumber: true });
    expect(values).toMatchObject({ correspondence_address: 'House 4, Beach Road, Kozhikode', interest_area_5: 'Data visualisation' });
  });

  it('variant B (multipart: JSON-text arrays, None for null): saved and reloaded equal; with the current posting the period fields are stored null', async () => {
    const [pune, gadchiroli] = [await place('Maharashtra', 'Pune'), await place('Maharashtra', 'Nagpur')];
    const { user, client } = await personOf(T.appliedEpidemiology);
    const fields = validB(pune, gadchiroli);
    expect(fields).toMatchObject({ middle_name: 'None', post_period_from: 'None', post_is_current_posting: 'true' });
    expect(fields.pg_degrees).toBe('[["MD Preventive and Social Medicine","2012","AFMC","MUHS"]]');
    const res = await client.multipart(API.saveVariantB.path, fields);
    expect(res.statusCode, res.body).toBe(200);
    const values = (await myProfile(client)).data.values;
    expect(values).toEqual(expected(variantBForm, fromMultipartFields(fields)));
    expect(values).toMatchObject({ post_is_current_posting: true, post_period_from: '', has_mentor_experience: false, selfDeclaration: true, post_total_duration: '10.5' });
    const [posting] = await context().db.select().from(userPostingDetails).where(eq(userPostingDetails.userId, user.id));
    expect(posting).toMatchObject({ isCurrentPosting: true, periodFrom: null, periodTo: null, currentPostingPlace: null, currentDistrictId: null, currentStateId: null });
    const kinds = await context().db.select({ kind: userExperiences.kind, org: userExperiences.organisationName, position: userExperiences.position })
      .from(userExperiences).where(eq(userExperiences.userId, user.id)).orderBy(asc(userExperiences.kind), asc(userExperiences.position));
    expect(kinds).toEqual([
      { kind: 'hardship', org: 'PHC Gadchiroli', position: 0 },
      { kind: 'work', org: 'Rural Hospital Junnar', position: 0 },
      { kind: 'work', org: 'DSU Pune', position: 1 },
    ]);

    // Not the current posting: the period and current posting are required, then kept (period fields sent are stored even if the posting becomes current later).
    const notCurrent = await client.multipart(API.saveVariantB.path, validB(pune, gadchiroli, { post_is_current_posting: false }));
    expect(notCurrent.statusCode).toBe(400);
    expect(notCurrent.json().errors).toEqual({
      post_period_from: [M.periodFromRequired], post_period_to: [M.periodToRequired], post_current_posting_place: [M.currentPostingPlaceRequired],
      post_current_district_id: [M.districtRequired], post_current_state_id: [M.stateRequired],
    });
    const withPeriod = await client.multipart(API.saveVariantB.path, validB(pune, gadchiroli, {
      post_is_current_posting: 'False', post_period_from: '2014-03-01', post_period_to: '2020-03-01', post_current_posting_place: 'NCDC',
      post_current_district_id: s(gadchiroli.district), post_current_state_id: s(gadchiroli.state),
    }));
    expect(withPeriod.statusCode, withPeriod.body).toBe(200);
    expect((await myProfile(client)).data.values).toMatchObject({ post_is_current_posting: false, post_period_to: '2020-03-01', post_current_district_id: s(gadchiroli.district) });
  });
});

describe('the demo programme’s profiles', () => {
  it('each saved demo profile reads back through its form and saves again unchanged (seed, contract and server agree)', async () => {
    for (const email of [DEMO_ACCOUNTS.coordinator, ...DEMO_ACCOUNTS.mentors, ...DEMO_ACCOUNTS.mentees]) {
      const client = await sessionOf(context(), email);
      const before = (await myProfile(client)).data;
      if (!before.is_saved) continue;
      const path = PROFILE_SAVE_OF[before.template_name].path;
      const res = before.template_name === T.appliedEpidemiology
        ? await client.multipart(path, toMultipartFields(before.values))
        : await postJson(client, path, listsToWire(before.values));
      expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
      expect((await myProfile(client)).data.values, email).toEqual(before.values);
    }
  });
});

// ---- Refusals ----

describe('refusals: another template’s form, the schema’s messages, choices, districts and states; nothing changes', () => {
  it('a save to a form that is not the caller’s: 403, nothing written', async () => {
    const [kozhikode, delhi] = [await place('Kerala', 'Kozhikode'), await place('Delhi', 'New Delhi')];
    const a = await personOf(T.fieldEpidemiology);
    const mentor = await personOf(T.mentor);
    const b = await personOf(T.appliedEpidemiology);
    const cases: Array<[Client, string, unknown]> = [
      [a.client, API.saveMentorProfile.path, validMentor(kozhikode, delhi)],
      [a.client, API.saveVariantC.path, validC(kozhikode)],
      [mentor.client, API.saveVariantA.path, validA(kozhikode)],
      [b.client, API.saveVariantA.path, validA(kozhikode)],
    ];
    for (const [client, path, body] of cases) {
      const res = await postJson(client, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: M.wrongTemplate });
    }
    const multipart = await a.client.multipart(API.saveVariantB.path, validB(kozhikode, kozhikode));
    expect(multipart.statusCode).toBe(403);
    expect(multipart.json().message).toBe(M.wrongTemplate);
    // Even an unreadable variant B body: the form is not theirs.
    expect((await mentor.client.multipart(API.saveVariantB.path, { pg_degrees: '[oops' })).statusCode).toBe(403);
    for (const person of [a, mentor, b]) expect((await snapshot(person.user.id)).profile).toBeUndefined();
  });

  it('the schema’s messages, by field (400), on JSON and on multipart; nothing written', async () => {
    const kozhikode = await place('Kerala', 'Kozhikode');
    const a = await personOf(T.fieldEpidemiology);
    const res = await postJson(a.client, API.saveVariantA.path, { ...validA(kozhikode), first_name: ' Asha', dob: '2999-01-01', phone_number: '98765', isSameAsPhoneNumber: false, whatsapp_number: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: [M.firstNameWhitespace], dob: [M.dobFuture], phone_number: [M.phoneTenDigits], whatsapp_number: [M.whatsappRequired],
    });
    expect(res.json().message).toBe(M.firstNameWhitespace);
    // A month 13 is a bad date, not a server error.
    const month13 = await postJson(a.client, API.saveVariantA.path, { ...validA(kozhikode), dob: '1990-13-01', start_date_current_job: '2021-13-01' });
    expect(month13.statusCode).toBe(400);
    expect(month13.json().errors).toEqual({ dob: [M.invalidDate], start_date_current_job: [M.invalidDate] });
    expect((await snapshot(a.user.id)).profile).toBeUndefined();

    const [pune, nagpur] = [await place('Maharashtra', 'Pune'), await place('Maharashtra', 'Nagpur')];
    const b = await personOf(T.appliedEpidemiology);
    const before = await snapshot(b.user.id);
    const bad = await b.client.multipart(API.saveVariantB.path, {
      ...validB(pune, nagpur),
      pg_degrees: '[]',
      hardship_details: JSON.stringify([['PHC', 'MO', 'Block', s(pune.district), s(pune.state), '2012-01-01', '2011-01-01']]),
      work_experiences: '[oops',
      ug_passing_year: '08',
      phone_number: '99',
      post_total_duration: 'ten',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      pg_degrees: [M.pgListRequired],
      'hardship_details.0.workExperienceTimePeriodEndDate': [M.endBeforeStart],
      work_experiences: [M.badRow],
      ug_passing_year: [M.passingYearDigits],
      phone_number: [M.invalidMobile],
      post_total_duration: [M.totalDurationNumber],
    });
    // The form-wide rules (002 §4) once every field reads: the self-declaration, the yes/no answers, other-specify.
    const unanswered = await b.client.multipart(API.saveVariantB.path, {
      ...validB(pune, nagpur), selfDeclaration: 'None', post_is_current_posting: 'None', has_mentor_experience: '', other_institutional_affiliation_of_job: 'None',
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toEqual({
      message: M.otherSpecifyRequired,
      errors: {
        other_institutional_affiliation_of_job: [M.otherSpecifyRequired], post_is_current_posting: [M.currentPostingRequired],
        has_mentor_experience: [M.mentorExperienceRequired], selfDeclaration: [M.selfDeclarationRequired],
      },
    });
    expect(await snapshot(b.user.id)).toEqual(before);
  });

  it('a choice outside its list, an unknown district, a state not of its district (rows included): 400 with each field’s message, nothing changed', async () => {
    const [kozhikode, delhi] = [await place('Kerala', 'Kozhikode'), await place('Delhi', 'New Delhi')];
    const { user, client } = await personOf(T.mentor);
    const good = validMentor(kozhikode, delhi);
    expect((await postJson(client, API.saveMentorProfile.path, good)).statusCode).toBe(200);
    const before = await snapshot(user.id);
    const valuesBefore = (await myProfile(client)).data.values;

    const res = await postJson(client, API.saveMentorProfile.path, {
      ...good,
      first_name: 'Changed',
      gender: 'robot',
      prefix: 'Sir',
      ug_degree_name: 'Astrology',
      institution_type: 'Guild',
      state_id: s(delhi.state),
      pg_degrees: [['MD Community Medicine', '1999', 'AIIMS', 'AIIMS New Delhi'], ['Alchemy', '2004', 'PHFI', 'PHFI']],
      work_experiences: [['NCDC', 'Deputy Director', 'New Delhi', s(delhi.district), s(kozhikode.state), '2005-01-01', '2012-12-31']],
      teaching_experiences: [['College', 'Guild', 'Professor', 'Forever', '999999', s(kozhikode.state), 'Teaching', '2013-01-01', '2024-12-31']],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      gender: [M.badChoice],
      prefix: [M.badChoice],
      ug_degree_name: [M.badChoice],
      institution_type: [M.badChoice],
      state_id: [M.stateNotOfDistrict],
      'pg_degrees.1.pgDegreeName': [M.badChoice],
      'work_experiences.0.workExperienceState': [M.stateNotOfDistrict],
      'teaching_experiences.0.workExperienceOrganizationType': [M.badChoice],
      'teaching_experiences.0.workExperienceEmploymentType': [M.badChoice],
      'teaching_experiences.0.workExperienceDistrict': [M.badChoice],
    });
    expect(await snapshot(user.id)).toEqual(before);
    expect((await myProfile(client)).data.values).toEqual(valuesBefore);

    // Variant A's job district and state; variant B's posting and current posting districts.
    const a = await personOf(T.fieldEpidemiology);
    const aRes = await postJson(a.client, API.saveVariantA.path, { ...validA(kozhikode), job_state: s(delhi.state), sector: 'Astrology' });
    expect(aRes.json().errors).toEqual({ sector: [M.badChoice], job_state: [M.stateNotOfDistrict] });
    const b = await personOf(T.appliedEpidemiology);
    const bRes = await b.client.multipart(API.saveVariantB.path, validB(kozhikode, kozhikode, {
      post_district_id: '999999', post_is_current_posting: false, post_period_from: '2014-03-01', post_period_to: '2020-03-01', post_current_posting_place: 'NCDC',
      post_current_district_id: s(delhi.district), post_current_state_id: s(kozhikode.state),
    }));
    expect(bRes.statusCode).toBe(400);
    expect(bRes.json().errors).toEqual({ post_district_id: [M.badChoice], post_current_state_id: [M.stateNotOfDistrict] });
    for (const person of [a, b]) expect((await snapshot(person.user.id)).profile).toBeUndefined();
  });
});

// ---- The state lookup ----

describe('GET /api/v1/get/state/?district_id', () => {
  it('answers the district’s state; none for an unknown district; 400 for a non-id; 401 without a token', async () => {
    const kozhikode = await place('Kerala', 'Kozhikode');
    const client = await sessionOf(context(), DEMO.mentee);
    const res = await client.get(`${API.stateOfDistrict.path}?district_id=${kozhikode.district}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ value: s(kozhikode.state), label: 'Kerala' }] });
    expect((await client.get(`${API.stateOfDistrict.path}?district_id=999999`)).json()).toEqual({ data: [] });
    const bad = await client.get(`${API.stateOfDistrict.path}?district_id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ district_id: [M.badDistrict] });
    expect((await context().app.inject({ method: 'GET', url: `${API.stateOfDistrict.path}?district_id=${kozhikode.district}` })).statusCode).toBe(401);
  });
});

// ---- Roles and who may read whose ----

describe('roles: coordinators, mentees and mentors have a profile; a program advisor and no one do not', () => {
  it('each role allowed and refused', async () => {
    for (const email of [DEMO.coordinator, DEMO.mentee, DEMO.mentor]) {
      const client = await sessionOf(context(), email);
      expect((await client.get(API.myProfile.path)).statusCode, email).toBe(200);
    }
    const advisor = await sessionOf(context(), DEMO.advisor);
    const refused = await advisor.get(API.myProfile.path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REQUEST_MESSAGES.forbidden);
    expect((await postJson(advisor, API.saveVariantA.path, validA(await place('Kerala', 'Kozhikode')))).statusCode).toBe(403);
    expect((await advisor.get(`${API.menteeProfile.path}?user_id=${advisor.userId}`)).statusCode).toBe(403);
    expect((await context().app.inject({ method: 'GET', url: API.myProfile.path })).statusCode).toBe(401);
    expect((await context().app.inject({ method: 'GET', url: `${API.menteeProfile.path}?user_id=1` })).statusCode).toBe(401);
  });

  it('a user without a role has none either', async () => {
    const user = await createUser(context().db);
    expect((await (await sessionOf(context(), user.email)).get(API.myProfile.path)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/show/mentee/profile/?user_id: the user, their mentors, the coordinators of their courses (IDOR)', () => {
  it('answers the profile read-only to those who may see it and 403 to everyone else', async () => {
    const { db } = context();
    const kozhikode = await place('Kerala', 'Kozhikode');
    const hub = await createHub(db, { profileTemplate: T.frontline });
    const course = await createCourse(db, { hubId: hub.id });
    const [cohort, otherCohort] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
    const elsewhere = await createCohort(db);
    const [m1, m2, stray] = [await createMentor(db), await createMentor(db), await createMentor(db)];
    const a = await createMentee(db, cohort.id, { mentor1: m1.id });
    const b = await createMentee(db, cohort.id, { mentor1: m2.id });
    const d = await createMentee(db, elsewhere.id);
    // An assignment in a cohort the officer is not enrolled in gives nothing.
    await db.insert(mentorAssignments).values({ menteeId: a.id, mentorId: stray.id, cohortId: otherCohort.id, mentorNumber: 1, isSupervisor: true });
    const coordinator = await createCoordinator(db, [course.id]);
    const otherCoordinator = await createCoordinator(db, [elsewhere.courseId]);
    const as = async (u: { email: string }) => sessionOf(context(), u.email);
    const read = async (who: { email: string }, userId: number) => (await as(who)).get(`${API.menteeProfile.path}?user_id=${userId}`);

    // a's profile, saved.
    const aClient = await as(a);
    expect((await postJson(aClient, API.saveVariantC.path, validC(kozhikode))).statusCode).toBe(200);

    for (const who of [a, m1, coordinator]) {
      const res = await read(who, a.id);
      expect(res.statusCode, who.email).toBe(200);
      const body = res.json<ProfileAnswer>();
      expect(body.data).toMatchObject({
        user_id: a.id, first_name: 'Meera', last_name: 'Nair', template_name: T.frontline, is_editable: false, is_saved: true, is_view_profile: false,
      });
      expect(body.data.values).toEqual((await myProfile(aClient)).data.values);
    }
    // The mentor's own profile is theirs to read, a mentee's mentor's not the mentee's.
    expect((await read(m1, m1.id)).statusCode).toBe(200);

    const refusals: Array<[{ email: string }, number, string]> = [
      [b, a.id, 'a mentee reading another mentee'],
      [a, b.id, 'a mentee reading another mentee of the same cohort'],
      [a, m1.id, 'a mentee reading their mentor'],
      [m2, a.id, 'a mentor of someone else'],
      [stray, a.id, 'a mentor assigned in a cohort the officer is not in'],
      [otherCoordinator, a.id, 'a coordinator of another course'],
      [coordinator, d.id, 'a coordinator reading an officer of another course'],
      [coordinator, m1.id, 'a coordinator reading a mentor (not enrolled)'],
      [m1, 2 ** 31 - 1, 'an unknown user'],
      [coordinator, 2 ** 31 - 1, 'an unknown user (coordinator)'],
    ];
    for (const [who, userId, why] of refusals) {
      const res = await read(who, userId);
      expect(res.statusCode, why).toBe(403);
      expect(res.json(), why).toEqual({ message: M.notYourProfile });
    }
    const bad = await aClient.get(`${API.menteeProfile.path}?user_id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ user_id: [M.badUser] });
  });
});

describe('the user menu offers Profile, first', () => {
  it('to mentees, mentors and coordinators, not to a program advisor', async () => {
    for (const email of [DEMO.mentee, DEMO.mentor, DEMO.coordinator]) {
      const body = (await (await sessionOf(context(), email)).get('/api/user_dropdown/')).json();
      expect(body.data[0], email).toEqual({ key: 'profile', label: 'Profile', url: '/learn/ask/profile/details/' });
    }
    const advisor = (await (await sessionOf(context(), DEMO.advisor)).get('/api/user_dropdown/')).json();
    expect(advisor.data.map((l: { key: string }) => l.key)).not.toContain('profile');
  });
});
