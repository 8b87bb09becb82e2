import {
  PROFILE_CHOICE_LISTS, PROFILE_LISTS, PROFILE_MESSAGES as M, PROFILE_OPTION_LISTS, PROFILE_PLACE_FIELDS,
  PROFILE_ROW_CHOICE_LISTS, PROFILE_TEMPLATE_NAMES, PROFILE_TEMPLATES as T, fieldErrors, fromMultipartFields, profileFieldsOf,
  profileData as profileDataSchema, profileOptions as profileOptionsSchema, variantBForm, type ProfileAnswer, type ProfileData, type ProfileListName, type ProfileOptionList, type ProfileOptions,
  type ProfileSavedAnswer, type ProfileTemplate, type RowKind,
} from '@fetp/contract';
import type { Db, Queryable } from '../../db/client';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { mayViewProfile } from '../../db/scopes';
import { bumpProgressVersion } from '../../db/versioned-cache';
import { badRequest, forbidden } from '../../plugins/errors';
import { districtOptions, stateOfDistrict, stateOptions } from '../option-lists';
import {
  optionItemsOf, profileOwner, replaceAchievements, replaceExperiences, replacePgDegrees,
  statesOfDistricts, storedProfile, updateUser, upsertEducation, upsertJob, upsertPosting, upsertProfile, upsertUgDegree,
  type ProfileOwner, type StoredProfile,
} from './queries';

/**
 * Profiles (spec 002 §2.8, §3, §4, §5, §7 "Profiles"): the caller's own profile in the form their
 * template chooses, its four saves, the district-to-state lookup, and another user's profile read
 * by those who may see it (`db/scopes.ts` mayViewProfile). Every save is checked with the
 * template's schema from the contract (the web form's rules and messages), then here against the
 * option lists and the districts' states, and written in one transaction.
 */

type Values = Record<string, unknown>;

// ---- The template ----

const isTemplate = (name: string | null): name is ProfileTemplate => name !== null && (PROFILE_TEMPLATE_NAMES as readonly string[]).includes(name);

/**
 * The form a person fills (002 §2.8): the mentor form for the Mentor role; otherwise their hub's
 * template (users.hub_id, else the hub of the course of their earliest enrolment); otherwise variant A.
 */
export function templateOf(owner: Pick<ProfileOwner, 'isMentor' | 'hubTemplate'>): ProfileTemplate {
  if (owner.isMentor) return T.mentor;
  return isTemplate(owner.hubTemplate) ? owner.hubTemplate : T.fieldEpidemiology;
}

// ---- Option lists ----

/** Where each option list is stored: its own option_items list, the older prefix and gender lists, or the districts and states tables. */
const STORED_LIST: Record<ProfileOptionList, string | null> = Object.fromEntries(PROFILE_OPTION_LISTS.map((name) => [
  name,
  name === 'prefixOptions' ? 'prefix' : name === 'genderOptions' ? 'gender' : name === 'disrictOptions' || name === 'stateOptions' ? null : name,
])) as Record<ProfileOptionList, string | null>;

/** Every option list of the forms: one statement for the option items, one for districts, one for states. */
export async function profileOptions(db: Queryable): Promise<ProfileOptions> {
  const stored = Object.values(STORED_LIST).filter((l): l is string => l !== null);
  const [items, districtRows, stateRows] = await Promise.all([optionItemsOf(db, stored), districtOptions(db), stateOptions(db)]);
  const byList = new Map<string, Array<{ value: string; label: string }>>();
  for (const item of items) {
    const list = byList.get(item.list) ?? [];
    list.push({ value: item.key, label: item.label });
    byList.set(item.list, list);
  }
  return Object.fromEntries(PROFILE_OPTION_LISTS.map((name) => {
    if (name === 'disrictOptions') return [name, districtRows.map((d) => ({ value: d.key, label: d.value }))];
    if (name === 'stateOptions') return [name, stateRows.map((s) => ({ value: s.key, label: s.value }))];
    return [name, byList.get(STORED_LIST[name]!) ?? []];
  })) as ProfileOptions;
}

/** Where a profile read keeps the option lists: the app's cache, which an edit anywhere empties (migration 0037). */
export type OptionsKept = Pick<Services, 'db' | 'optionCache'>;

/** The option lists as kept: read again only when an option list, state or district has changed since (a hit costs one read of the counter). */
function currentOptions({ db, optionCache }: OptionsKept): Promise<ProfileOptions> {
  return optionCache.get(db, 'profile-options', () => profileOptions(db));
}

// ---- Reading ----

const text = (v: string | null | undefined) => v ?? '';
const idText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const flag = (v: boolean | null | undefined) => (v === undefined ? null : v);

/**
 * Every field of every form, as the forms hold them (flat; rows as objects; ids as text; yes/no as
 * booleans, null when not answered; dates YYYY-MM-DD; empty as ''); a template's values are its own fields of these.
 */
function allValues(owner: ProfileOwner, stored: StoredProfile): Values {
  const { profile: p, education: e, job: j, ug, posting } = stored;
  const phone = text(owner.phoneNumber);
  const whatsapp = text(p?.whatsappNumber);
  const experienceRows = (kind: 'work' | 'hardship' | 'teaching') => stored.experiences.filter((r) => r.kind === kind).map((r) => ({
    workExperienceOrganizationName: r.organisationName,
    ...(kind === 'teaching' ? { workExperienceOrganizationType: text(r.organisationType) } : {}),
    workExperienceDesignation: r.designation,
    ...(kind === 'teaching' ? { workExperienceEmploymentType: text(r.employmentType) } : { workExperienceLocation: text(r.location) }),
    workExperienceDistrict: String(r.districtId),
    workExperienceState: String(r.stateId),
    ...(kind === 'teaching' ? { jobResponsibility: text(r.responsibilities) } : {}),
    workExperienceTimePeriodStartDate: r.jobFrom,
    workExperienceTimePeriodEndDate: text(r.jobTo),
    workExperienceIsCurrent: r.isCurrent,
  }));
  return {
    // Personal details: the account's own fields are read from users.
    prefix: text(p?.prefix),
    first_name: owner.firstName,
    middle_name: text(p?.middleName),
    last_name: owner.lastName,
    dob: text(owner.dob),
    gender: text(owner.gender),
    current_address: text(p?.currentAddress),
    correspondence_address: text(p?.correspondenceAddress),
    district_id: idText(owner.districtId),
    state_id: idText(owner.stateId),
    phone_number: phone,
    whatsapp_number: whatsapp,
    // 002 §4: ticked on load when both numbers are equal (two empty ones only once saved so: variant A's mobile is optional).
    isSameAsPhoneNumber: whatsapp === phone && (phone !== '' || p !== undefined),
    // Education details (variant A).
    professional_background: text(e?.professionalBackground),
    other_professional_background: text(e?.otherProfessionalBackground),
    sector: text(e?.sector),
    other_sector: text(e?.otherSector),
    area_of_experience: text(e?.areaOfExperience),
    other_area_of_experience: text(e?.otherAreaOfExperience),
    graduate_degree: text(e?.graduateDegree),
    other_graduate_degree: text(e?.otherGraduateDegree),
    highest_qualification: text(e?.highestQualification),
    other_highest_qualification: text(e?.otherHighestQualification),
    any_previous_training_in_field_epidemiology: flag(e?.anyPreviousTrainingInFieldEpidemiology),
    previous_training_in_field_epidemiology_name: text(e?.previousTrainingInFieldEpidemiologyName),
    any_previous_training_in_one_health: flag(e?.anyPreviousTrainingInOneHealth),
    previous_training_in_one_health_name: text(e?.previousTrainingInOneHealthName),
    // Current job (variant A).
    employer: text(j?.employer),
    job_title: text(j?.jobTitle),
    facility_name: text(j?.facilityName),
    facility_surveillance_level: text(j?.facilitySurveillanceLevel),
    other_facility_surveillance_level: text(j?.otherFacilitySurveillanceLevel),
    role_in_training: text(j?.roleInTraining),
    other_role_in_training: text(j?.otherRoleInTraining),
    name_of_department: text(j?.nameOfDepartment),
    name_of_organization: text(j?.nameOfOrganization),
    name_of_institute: text(j?.nameOfInstitute),
    designation: text(j?.designation),
    job_district: idText(j?.districtId),
    job_state: idText(j?.stateId),
    start_date_current_job: text(j?.startDateCurrentJob),
    // UG degree.
    ug_degree_name: text(ug?.degreeName),
    ug_passing_year: text(ug?.passingYear),
    ug_institution: text(ug?.institution),
    ug_university: text(ug?.university),
    // Other details (the institutional level is kept once, on the profile).
    diseases_job_is_addressing: text(p?.diseasesJobIsAddressing),
    other_diseases_job_is_addressing: text(p?.otherDiseasesJobIsAddressing),
    institutional_affiliation_of_job: text(p?.institutionalAffiliationOfJob),
    other_institutional_affiliation_of_job: text(p?.otherInstitutionalAffiliationOfJob),
    institutional_level_of_current_job: text(p?.institutionalLevelOfCurrentJob),
    institution_type: text(p?.institutionType),
    // Work experience details (variant B's posting).
    post_doj: text(posting?.doj),
    post_posting_place: text(posting?.postingPlace),
    post_district_id: idText(posting?.districtId),
    post_state_id: idText(posting?.stateId),
    post_is_current_posting: flag(posting?.isCurrentPosting),
    post_period_from: text(posting?.periodFrom),
    post_period_to: text(posting?.periodTo),
    post_current_posting_place: text(posting?.currentPostingPlace),
    post_current_district_id: idText(posting?.currentDistrictId),
    post_current_state_id: idText(posting?.currentStateId),
    post_total_duration: text(posting?.totalDuration),
    has_mentor_experience: flag(posting?.hasMentorExperience),
    // Row lists.
    pg_degrees: stored.pg.map((r) => ({
      pgDegreeName: r.degreeName, pgDegreePassingYear: r.passingYear, pgDegreeInstituteName: r.institution, pgDegreeUniversityName: r.university,
    })),
    hardship_details: experienceRows('hardship'),
    work_experiences: experienceRows('work'),
    teaching_experiences: experienceRows('teaching'),
    achievements: stored.achievements.map((r) => ({
      numberOfPublications: text(r.noOfPublications), publicationsLink: text(r.publicationsLink), keyAchievements: text(r.keyAchivements),
    })),
    // Areas of interest.
    areas_in_experience: text(p?.areasInExperience),
    other_areas_in_experience: text(p?.otherAreasInExperience),
    interest_area_1: text(p?.interestArea1),
    interest_area_2: text(p?.interestArea2),
    interest_area_3: text(p?.interestArea3),
    interest_area_4: text(p?.interestArea4),
    interest_area_5: text(p?.interestArea5),
    selfDeclaration: p?.selfDeclaration ?? false,
  };
}

/** A person's profile as the page reads it, in their template's fields. */
async function profileDataOf(db: Queryable, owner: ProfileOwner, editable: boolean): Promise<ProfileData> {
  const template = templateOf(owner);
  const stored = await storedProfile(db, owner.id);
  const all = allValues(owner, stored);
  const values = Object.fromEntries(profileFieldsOf(template).map((field) => [field, all[field]]));
  const place = (id: number | null, label: string | null) => (id === null || label === null ? null : { value: String(id), label });
  const saved = stored.profile !== undefined;
  return {
    user_id: owner.id,
    email: owner.email,
    first_name: owner.firstName,
    last_name: owner.lastName,
    hub: owner.hubName,
    template_name: template,
    is_mentor: owner.isMentor,
    is_editable: editable,
    is_saved: saved,
    // The 'View Profile' link (002 §2.8): one's own saved profile, as others read it.
    is_view_profile: editable && saved,
    profile_image_url: owner.profileImageUrl,
    district: place(owner.districtId, owner.districtName),
    state: place(owner.stateId, owner.stateName),
    values,
    updated_at: stored.profile ? stored.profile.updatedAt.toISOString() : null,
  };
}

/** The caller's own profile data, editable. */
async function ownProfileData(db: Queryable, callerId: number): Promise<ProfileData> {
  const owner = await profileOwner(db, callerId);
  if (!owner) throw forbidden(M.notYourProfile);
  return profileDataOf(db, owner, true);
}

/**
 * Another user's profile data, read-only, for the user themself, their mentors and the coordinators
 * of a course they take; 403 for anyone else and for a user who does not exist (the call tells
 * nothing of others).
 */
async function readProfileData(db: Queryable, callerId: number, userId: number): Promise<ProfileData> {
  if (!(await mayViewProfile(db, callerId, userId))) throw forbidden(M.notYourProfile);
  const owner = await profileOwner(db, userId);
  if (!owner) throw forbidden(M.notYourProfile);
  return profileDataOf(db, owner, false);
}

/** GET /api/v1/mentor/profile/: the caller's own profile, editable, with every option list. */
export async function myProfile(kept: OptionsKept, callerId: number): Promise<ProfileAnswer> {
  const [data, options] = await Promise.all([ownProfileData(kept.db, callerId), currentOptions(kept)]);
  return { data, options };
}

/** GET /api/v1/show/mentee/profile/?user_id: another user's profile, read-only (readProfileData), with every option list. */
export async function menteeProfile(kept: OptionsKept, callerId: number, userId: number): Promise<ProfileAnswer> {
  const [data, options] = await Promise.all([readProfileData(kept.db, callerId, userId), currentOptions(kept)]);
  return { data, options };
}

/**
 * The option lists checked against their schema and serialised once per option version: they are
 * most of a profile's answer (every district of the country), and serialising them on every read
 * cost more than the rest of the call.
 */
function currentOptionsJson(kept: OptionsKept): Promise<string> {
  return kept.optionCache.get(kept.db, 'profile-options-json', async () => JSON.stringify(profileOptionsSchema.parse(await currentOptions(kept))));
}

/**
 * A profile's data as JSON, checked against its schema, kept for the reader's session until a user,
 * a profile or who may read it changes (services.profileCache): a profile is read at every visit,
 * and reading it asks for the owner, four parts of the profile and the reader's standing.
 */
type ProfileReads = OptionsKept & Pick<Services, 'profileCache'>;
const keptDataJson = (kept: ProfileReads, caller: CurrentUser, userId: number, read: () => Promise<ProfileData>) =>
  kept.profileCache.forSession(kept.db, caller, `profile:${userId}`, async () => JSON.stringify(profileDataSchema.parse(await read())));

/** A profile answer as JSON (the routes send it as it is): the data as kept, the option lists as kept. */
const answerJson = (dataJson: string, optionsJson: string) => `{"data":${dataJson},"options":${optionsJson}}`;

/** myProfile's answer as JSON. */
export async function myProfileJson(kept: ProfileReads, caller: CurrentUser): Promise<string> {
  const [data, options] = await Promise.all([keptDataJson(kept, caller, caller.id, () => ownProfileData(kept.db, caller.id)), currentOptionsJson(kept)]);
  return answerJson(data, options);
}

/** menteeProfile's answer as JSON. */
export async function menteeProfileJson(kept: ProfileReads, caller: CurrentUser, userId: number): Promise<string> {
  const [data, options] = await Promise.all([keptDataJson(kept, caller, userId, () => readProfileData(kept.db, caller.id, userId)), currentOptionsJson(kept)]);
  return answerJson(data, options);
}

/** GET /api/v1/get/state/?district_id: the district's state (none for an unknown district). */
export async function stateOf(db: Queryable, districtId: number) {
  const rows = await stateOfDistrict(db, districtId);
  return { data: rows.map((s) => ({ value: String(s.id), label: s.name })) };
}

// ---- Checking a save against the programme's data ----

const chosen = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The checks the schema cannot make: each choice is one of its option list ('Choose one of the
 * options'), each district exists ('Choose one of the options') and each state is its district's
 * ('The state does not match the district'), rows included. Errors by field, as the schema's.
 */
async function choiceErrors(db: Queryable, values: Values): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    const messages = (errors[path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const choices: Array<[path: string, list: ProfileOptionList, value: string]> = [];
  const places: Array<[districtPath: string, district: string, statePath: string, state: string | null]> = [];
  for (const [field, list] of Object.entries(PROFILE_CHOICE_LISTS)) {
    const value = Object.hasOwn(values, field) ? chosen(values[field]) : null;
    if (value !== null) choices.push([field, list, value]);
  }
  for (const [district, state] of PROFILE_PLACE_FIELDS) {
    const value = Object.hasOwn(values, district) ? chosen(values[district]) : null;
    if (value !== null) places.push([district, value, state, chosen(values[state])]);
  }
  for (const [name, kind] of Object.entries(PROFILE_LISTS) as Array<[ProfileListName, RowKind]>) {
    const rows = Object.hasOwn(values, name) ? values[name] : undefined;
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: Values, i) => {
      for (const [field, list] of Object.entries(PROFILE_ROW_CHOICE_LISTS[kind]) as Array<[string, ProfileOptionList]>) {
        const value = chosen(row[field]);
        if (value !== null) choices.push([`${name}.${i}.${field}`, list, value]);
      }
      const district = chosen(row.workExperienceDistrict);
      if (district !== null) places.push([`${name}.${i}.workExperienceDistrict`, district, `${name}.${i}.workExperienceState`, chosen(row.workExperienceState)]);
    });
  }
  const lists = [...new Set(choices.map(([, list]) => STORED_LIST[list]).filter((l): l is string => l !== null))];
  const districtIds = [...new Set(places.map(([, d]) => Number(d)))];
  const [items, stateOfDistrictId] = await Promise.all([
    // A profile saved again keeps a choice retired since (its answer still shows the label).
    lists.length ? optionItemsOf(db, lists, { withRetired: true }) : Promise.resolve([]),
    statesOfDistricts(db, districtIds),
  ]);
  const offered = new Set(items.map((i) => `${i.list}\n${i.key}`));
  for (const [path, list, value] of choices) if (!offered.has(`${STORED_LIST[list]}\n${value}`)) add(path, M.badChoice);
  for (const [districtPath, district, statePath, state] of places) {
    const stateId = stateOfDistrictId.get(Number(district));
    if (stateId === undefined) add(districtPath, M.badChoice);
    else if (state !== null && Number(state) !== stateId) add(statePath, M.stateNotOfDistrict);
  }
  return errors;
}

// ---- Saving ----

const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const idOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : null);
const bool = (v: unknown) => v === true;

/** Form fields kept on `profiles`, by column. */
const PROFILE_COLUMNS = {
  prefix: 'prefix',
  middle_name: 'middleName',
  current_address: 'currentAddress',
  correspondence_address: 'correspondenceAddress',
  whatsapp_number: 'whatsappNumber',
  diseases_job_is_addressing: 'diseasesJobIsAddressing',
  other_diseases_job_is_addressing: 'otherDiseasesJobIsAddressing',
  institutional_affiliation_of_job: 'institutionalAffiliationOfJob',
  other_institutional_affiliation_of_job: 'otherInstitutionalAffiliationOfJob',
  institutional_level_of_current_job: 'institutionalLevelOfCurrentJob',
  institution_type: 'institutionType',
  areas_in_experience: 'areasInExperience',
  other_areas_in_experience: 'otherAreasInExperience',
  interest_area_1: 'interestArea1',
  interest_area_2: 'interestArea2',
  interest_area_3: 'interestArea3',
  interest_area_4: 'interestArea4',
  interest_area_5: 'interestArea5',
} as const;

/** The experience rows of a list as their columns (a row's empty end is null). */
function experienceColumns(rows: unknown) {
  return (rows as Values[]).map((r) => ({
    organisationName: String(r.workExperienceOrganizationName),
    organisationType: orNull(r.workExperienceOrganizationType),
    designation: String(r.workExperienceDesignation),
    employmentType: orNull(r.workExperienceEmploymentType),
    location: orNull(r.workExperienceLocation),
    districtId: Number(r.workExperienceDistrict),
    stateId: Number(r.workExperienceState),
    responsibilities: orNull(r.jobResponsibility),
    jobFrom: String(r.workExperienceTimePeriodStartDate),
    jobTo: orNull(r.workExperienceTimePeriodEndDate),
    isCurrent: bool(r.workExperienceIsCurrent),
  }));
}

/** Writes a checked save of `template` (its schema's output) in the caller's transaction: users, the 1:1 tables, the row lists. */
async function writeProfile(db: Queryable, userId: number, template: ProfileTemplate, v: Values) {
  const has = (field: string) => Object.hasOwn(v, field);
  const firstName = String(v.first_name);
  const lastName = String(v.last_name);
  await updateUser(db, userId, {
    firstName, lastName, displayName: `${firstName} ${lastName}`.trim(), dob: String(v.dob), gender: String(v.gender),
    phoneNumber: orNull(v.phone_number), districtId: Number(v.district_id), stateId: Number(v.state_id),
  });

  const profile: Record<string, unknown> = { templateName: template };
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) if (has(field)) profile[column] = orNull(v[field]);
  if (has('selfDeclaration')) profile.selfDeclaration = bool(v.selfDeclaration);
  await upsertProfile(db, userId, profile as Parameters<typeof upsertProfile>[2]);

  if (has('sector')) {
    await upsertEducation(db, userId, {
      professionalBackground: orNull(v.professional_background), otherProfessionalBackground: orNull(v.other_professional_background),
      sector: orNull(v.sector), otherSector: orNull(v.other_sector),
      areaOfExperience: orNull(v.area_of_experience), otherAreaOfExperience: orNull(v.other_area_of_experience),
      graduateDegree: orNull(v.graduate_degree), otherGraduateDegree: orNull(v.other_graduate_degree),
      highestQualification: orNull(v.highest_qualification), otherHighestQualification: orNull(v.other_highest_qualification),
      anyPreviousTrainingInFieldEpidemiology: v.any_previous_training_in_field_epidemiology as boolean | null,
      previousTrainingInFieldEpidemiologyName: orNull(v.previous_training_in_field_epidemiology_name),
      anyPreviousTrainingInOneHealth: v.any_previous_training_in_one_health as boolean | null,
      previousTrainingInOneHealthName: orNull(v.previous_training_in_one_health_name),
    });
  }
  if (has('role_in_training')) {
    await upsertJob(db, userId, {
      employer: orNull(v.employer), jobTitle: orNull(v.job_title), facilityName: orNull(v.facility_name),
      facilitySurveillanceLevel: orNull(v.facility_surveillance_level), otherFacilitySurveillanceLevel: orNull(v.other_facility_surveillance_level),
      roleInTraining: orNull(v.role_in_training), otherRoleInTraining: orNull(v.other_role_in_training),
      nameOfDepartment: orNull(v.name_of_department), nameOfOrganization: orNull(v.name_of_organization), nameOfInstitute: orNull(v.name_of_institute),
      designation: orNull(v.designation), districtId: idOrNull(v.job_district), stateId: idOrNull(v.job_state),
      startDateCurrentJob: orNull(v.start_date_current_job),
    });
  }
  if (has('ug_degree_name')) {
    await upsertUgDegree(db, userId, {
      degreeName: String(v.ug_degree_name), passingYear: String(v.ug_passing_year), institution: String(v.ug_institution), university: String(v.ug_university),
    });
  }
  if (has('post_doj')) {
    // 002 §4: with the current place of posting, the period and current posting fields are null (the schema emptied them).
    await upsertPosting(db, userId, {
      doj: String(v.post_doj), postingPlace: String(v.post_posting_place), districtId: Number(v.post_district_id), stateId: Number(v.post_state_id),
      isCurrentPosting: bool(v.post_is_current_posting), currentPostingPlace: orNull(v.post_current_posting_place),
      currentDistrictId: idOrNull(v.post_current_district_id), currentStateId: idOrNull(v.post_current_state_id),
      periodFrom: orNull(v.post_period_from), periodTo: orNull(v.post_period_to),
      totalDuration: String(v.post_total_duration), hasMentorExperience: bool(v.has_mentor_experience),
    });
  }
  if (has('pg_degrees')) {
    await replacePgDegrees(db, userId, (v.pg_degrees as Values[]).map((r) => ({
      degreeName: String(r.pgDegreeName), passingYear: String(r.pgDegreePassingYear), institution: String(r.pgDegreeInstituteName), university: String(r.pgDegreeUniversityName),
    })));
  }
  if (has('hardship_details')) await replaceExperiences(db, userId, 'hardship', experienceColumns(v.hardship_details));
  if (has('work_experiences')) await replaceExperiences(db, userId, 'work', experienceColumns(v.work_experiences));
  if (has('teaching_experiences')) await replaceExperiences(db, userId, 'teaching', experienceColumns(v.teaching_experiences));
  if (has('achievements')) {
    await replaceAchievements(db, userId, (v.achievements as Values[]).map((r) => ({
      noOfPublications: orNull(r.numberOfPublications), publicationsLink: orNull(r.publicationsLink), keyAchivements: orNull(r.keyAchievements),
    })));
  }
  await bumpProgressVersion(db);
}

/** The caller, refused (403) when `template` is not their form. */
async function ownerFor(db: Queryable, callerId: number, template: ProfileTemplate): Promise<ProfileOwner> {
  const owner = await profileOwner(db, callerId);
  if (!owner || templateOf(owner) !== template) throw forbidden(M.wrongTemplate);
  return owner;
}

/**
 * Saves the caller's profile in `template`'s form, `values` already checked by its schema: 403
 * for another template's form, 400 for a choice, district or state the programme does not have
 * (nothing written); then one transaction, and the profile as reloaded.
 */
export async function saveProfile(db: Db, callerId: number, template: ProfileTemplate, values: Values): Promise<ProfileSavedAnswer> {
  await ownerFor(db, callerId, template);
  return checkAndSave(db, callerId, template, values);
}

async function checkAndSave(db: Db, callerId: number, template: ProfileTemplate, values: Values): Promise<ProfileSavedAnswer> {
  const errors = await choiceErrors(db, values);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  await db.transaction((tx) => writeProfile(tx, callerId, template, values));
  const owner = await profileOwner(db, callerId);
  return { success: true, message: M.saved, data: await profileDataOf(db, owner!, true) };
}

/**
 * POST /api/v1/who/mentee/profile/ (variant B, multipart, 002 §7): each field's text read with the
 * contract's fromMultipartFields (None is null, lists are JSON text), then variantBForm; its errors
 * answer 400 as a body that fails its schema does. A JSON body's lists may also come as arrays.
 */
export async function saveVariantB(db: Db, callerId: number, body: Record<string, unknown>): Promise<ProfileSavedAnswer> {
  await ownerFor(db, callerId, T.appliedEpidemiology);
  const texts: Record<string, string> = {};
  const others: Values = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') texts[name] = value;
    else others[name] = value;
  }
  const parsed = variantBForm.safeParse({ ...others, ...fromMultipartFields(texts) });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0]?.[0] ?? M.badRow, errors);
  }
  return checkAndSave(db, callerId, T.appliedEpidemiology, parsed.data as Values);
}

