import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ADMISSION_MESSAGES, APPLICATION_FILES, APPLICATION_FILE_FIELDS, MESSAGES, OTHERS_KEY, WEB_BASE, applicationFieldsSchema, fieldErrors,
  type ApplicationFields, type ApplicationFileField, type Locale,
} from '@fetp/contract';
import type { Services } from '../../services';
import { coordinatorsOf } from '../../db/scopes';
import { isUniqueViolation, type Queryable } from '../../db/client';
import {
  applicationDocuments, applicationEducation, applicationExperience, applications, districts, optionItems,
  states,
} from '../../db/schema';
import { EXTENSION_OF, isReadableImage, sniffContentType, type SniffedType } from '../../files/content-type';
import { fieldText, isUploadedFile, promotePending, type UploadedFile } from '../../files/upload';
import { HttpError, badRequest, fieldError } from '../../plugins/errors';
import { inputFault } from '../../plugins/input-guard';
import { renderMail } from '../../mail/texts';
import { notify } from '../notifications';
import { findCourseForAdmission } from './catalogue';
import { renderApplicationForm, type ApplicationFormView } from './form-pdf';

export const SUBMITTED_REDIRECT = `${WEB_BASE}/?application=submitted`;

const asTicked = (v: unknown) => v === 'true' || v === 'on' || v === '1';

/** Parses the JSON list fields `extra` and `prev`; anything but an array of objects is refused. */
function jsonRows(value: unknown): Array<Record<string, string>> | null {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || !parsed.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) return null;
    if (inputFault(parsed)) return null;
    return parsed.map((row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? String(v) : fieldText(v)])));
  } catch {
    return null;
  }
}

/** The multipart body as the wizard's field values, or the field messages that refuse it. */
function readFields(body: Record<string, unknown>): { fields?: ApplicationFields; raw: ApplicationFields; errors: Record<string, string[]> } {
  const extra = jsonRows(body.extra);
  const prev = jsonRows(body.prev);
  const candidate: Record<string, unknown> = {};
  for (const name of Object.keys(applicationFieldsSchema.shape)) candidate[name] = fieldText(body[name]);
  for (const name of ['checkbox1', 'checkbox2', 'checkbox3']) candidate[name] = asTicked(body[name]);
  candidate.extra_education_data = extra ?? [];
  candidate.prev_exp_data = (prev ?? []).map((row, position) => ({ id: String(position), ...row }));
  const parsed = applicationFieldsSchema.safeParse(candidate);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!extra) errors.extra = [ADMISSION_MESSAGES.badRows];
  if (!prev) errors.prev = [ADMISSION_MESSAGES.badRows];
  const raw = Object.fromEntries(Object.entries(candidate).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as ApplicationFields;
  return { fields: parsed.success && extra && prev ? parsed.data : undefined, raw, errors };
}

interface CheckedFile {
  field: ApplicationFileField;
  upload: UploadedFile;
  contentType: SniffedType;
}

/** Each file by its content (§5.7): required ones present, at most 5 MB, images really JPEG/PNG, certificates really PDF. */
async function readFiles(body: Record<string, unknown>, errors: Record<string, string[]>): Promise<CheckedFile[]> {
  const files: CheckedFile[] = [];
  for (const field of APPLICATION_FILE_FIELDS) {
    const rule = APPLICATION_FILES[field];
    const value = body[field];
    const upload = isUploadedFile(value) && value.data.length > 0 ? value : null;
    if (!upload) {
      if (rule.required) errors[field] = [MESSAGES.required];
      continue;
    }
    if (upload.truncated) {
      errors[field] = [MESSAGES.fileSize];
      continue;
    }
    const contentType = sniffContentType(upload.data);
    const fits = rule.kind === 'image'
      ? (contentType === 'image/png' || contentType === 'image/jpeg') && (await isReadableImage(upload.data, contentType))
      : contentType === 'application/pdf';
    if (!contentType || !fits) {
      errors[field] = [rule.kind === 'image' ? MESSAGES.fileImage : MESSAGES.filePdf];
      continue;
    }
    files.push({ field, upload, contentType });
  }
  return files;
}

type Labels = Map<string, string>;
const LISTS_USED = ['prefix', 'gender', 'community', 'degree', 'equivalent_degree', 'organization', 'employment', 'computer_skills'] as const;

async function optionLabels(db: Queryable): Promise<Labels> {
  // Retired items are not offered, so an application may not choose one.
  const rows = await db.select().from(optionItems).where(and(inArray(optionItems.list, [...LISTS_USED]), isNull(optionItems.retiredAt)));
  return new Map(rows.map((r) => [`${r.list}:${r.key}`, r.label]));
}

/** Every option field must hold a key of its list, and each district must lie in its state. */
async function checkChoices(db: Queryable, f: ApplicationFields, errors: Record<string, string[]>) {
  const labels = await optionLabels(db);
  const must = (field: string, list: (typeof LISTS_USED)[number], key: string) => {
    if (!labels.has(`${list}:${key}`)) errors[field] ??= [ADMISSION_MESSAGES.badChoice];
  };
  must('prefix', 'prefix', f.prefix);
  must('gender', 'gender', f.gender);
  if (f.community) must('community', 'community', f.community);
  must('degree', 'degree', f.degree);
  f.extra_education_data.forEach((row, i) => must(`extra_education_data.${i}.other_degree`, 'equivalent_degree', row.other_degree));
  must('org_type', 'organization', f.org_type);
  must('employment_type', 'employment', f.employment_type);
  must('ms_word', 'computer_skills', f.ms_word);
  must('ms_excel', 'computer_skills', f.ms_excel);
  must('ms_powerPoint', 'computer_skills', f.ms_powerPoint);

  const ids = [f.district, f.work_district].map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  const places = ids.length
    ? await db
      .select({ id: districts.id, name: districts.name, stateId: districts.stateId, stateName: states.name })
      .from(districts)
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(inArray(districts.id, ids))
    : [];
  const place = (districtField: 'district' | 'work_district', stateField: 'state' | 'work_state') => {
    const found = places.find((p) => String(p.id) === f[districtField]);
    if (!found) errors[districtField] ??= [ADMISSION_MESSAGES.unknownDistrict];
    else if (String(found.stateId) !== f[stateField]) errors[stateField] ??= [ADMISSION_MESSAGES.badDistrict];
    return found;
  };
  return { labels, home: place('district', 'state'), work: place('work_district', 'work_state') };
}

/**
 * Takes one application (000 §7.3). Every rule of the wizard is checked again; the application,
 * its rows and its documents are written in one transaction, and the stored files are removed
 * again if it fails.
 */
export async function submitApplication(
  services: Pick<Services, 'db' | 'files' | 'mailer'>,
  body: Record<string, unknown>,
  locale: Locale | null,
  log: { warn: (o: object, m: string) => void },
) {
  const courseKey = fieldText(body.course_id).trim().replace(/ /g, '+');
  const course = await findCourseForAdmission(services.db, courseKey);
  if (course === 'unknown') throw new HttpError(400, ADMISSION_MESSAGES.unknownCourse, { course_id: [ADMISSION_MESSAGES.unknownCourse] });
  if (course === 'closed') throw new HttpError(400, ADMISSION_MESSAGES.courseClosed, { course_id: [ADMISSION_MESSAGES.courseClosed] });

  const { fields, raw, errors } = readFields(body);
  const files = await readFiles(body, errors);
  // The option lists are checked on the raw values too, so one answer names every bad field.
  const checked = await checkChoices(services.db, fields ?? raw, errors);
  if (!fields || Object.keys(errors).length) throw badRequest(Object.values(errors)[0]?.[0] ?? MESSAGES.required, errors);
  const f = fields;
  const email = f.email.toLowerCase();

  const [taken] = await services.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.courseId, course.id), sql`lower(${applications.email}) = ${email}`));
  if (taken) throw fieldError('email', ADMISSION_MESSAGES.duplicate);

  const label = (list: string, key: string) => checked.labels.get(`${list}:${key}`) ?? key;
  const declaredOn = new Date().toISOString().slice(0, 10);
  const view: ApplicationFormView = {
    course: course.title,
    declaredOn,
    fields: f,
    label,
    district: checked.home!.name,
    state: checked.home!.stateName,
    workDistrict: checked.work!.name,
    workState: checked.work!.stateName,
    photo: files.find((x) => x.field === 'id_photo'),
    signature: files.find((x) => x.field === 'id_signature'),
    documents: files.map((x) => x.field),
  };
  let form: Buffer | null = null;
  try {
    form = await renderApplicationForm(view);
  } catch (err) {
    log.warn({ err }, 'the application form could not be rendered; the application is stored without it');
  }

  const stored: Array<{ field: string; key: string; contentType: string; originalName: string; size: number }> = [];
  try {
    for (const file of files) {
      const key = await services.files.putPending('applications', file.upload.data);
      const originalName = (file.upload.filename || `${file.field}.${EXTENSION_OF[file.contentType]}`).slice(0, 255);
      stored.push({ field: file.field, key, contentType: file.contentType, originalName, size: file.upload.data.length });
    }
    if (form) {
      const key = await services.files.putPending('applications', form);
      stored.push({ field: 'application_form', key, contentType: 'application/pdf', originalName: 'application-form.pdf', size: form.length });
    }
    await services.db.transaction(async (tx) => {
      const [application] = await tx.insert(applications).values({
        courseId: course.id,
        email,
        prefix: f.prefix,
        firstName: f.first_name,
        middleName: f.middle_name,
        lastName: f.last_name,
        dob: f.dob,
        gender: f.gender,
        father: f.father,
        community: f.community || null,
        currentAddress: f.current_address,
        districtId: Number(f.district),
        stateId: Number(f.state),
        pincode: f.pincode,
        phoneNumber: f.phone_number,
        degree: f.degree,
        otherDegreeName: f.degree === OTHERS_KEY ? f.other_degree_name : null,
        passingYear: Number(f.passing_year),
        institution: f.institution,
        university: f.university,
        orgType: f.org_type,
        orgTypeOther: f.org_type === OTHERS_KEY ? f.org_type_other : null,
        employmentType: f.employment_type,
        organisation: f.organisation,
        designation: f.designation,
        experience: Number(f.experience),
        responsibilities: f.responsibilities,
        officerAddress: f.officer_address,
        workDistrictId: Number(f.work_district),
        workStateId: Number(f.work_state),
        orgPincode: f.org_pincode,
        msWord: f.ms_word,
        msExcel: f.ms_excel,
        msPowerPoint: f.ms_powerPoint,
        place: f.place,
        declaredOn,
        language: locale,
      }).returning({ id: applications.id });
      const applicationId = application!.id;
      if (f.extra_education_data.length) {
        await tx.insert(applicationEducation).values(f.extra_education_data.map((row, position) => ({
          applicationId, position, otherDegree: row.other_degree, passingYear: Number(row.passing_year), institution: row.institution, university: row.university,
        })));
      }
      if (f.prev_exp_data.length) {
        await tx.insert(applicationExperience).values(f.prev_exp_data.map((row, position) => ({
          applicationId, position, designation: row.designation, organisation: row.org, experience: Number(row.experience),
        })));
      }
      await tx.insert(applicationDocuments).values(stored.map((s) => ({
        applicationId, field: s.field, storageKey: s.key, contentType: s.contentType, originalName: s.originalName, size: s.size,
      })));
      const coordinators = await coordinatorsOf(tx, course.id);
      if (coordinators.length) {
        const name = [f.first_name, f.last_name].join(' ');
        await notify(tx, coordinators.map((c) => c.id), { key: 'newApplication', params: { course: course.title, applicant: name } });
      }
      // Last before the commit: a crash before here leaves only pending files, cleared at the next start.
      await promotePending(services.files, stored.map((s) => s.key));
    });
  } catch (err) {
    await Promise.all(stored.map((s) => services.files.remove(s.key).catch(() => undefined)));
    if (isUniqueViolation(err)) throw fieldError('email', ADMISSION_MESSAGES.duplicate);
    throw err;
  }

  const name = `${label('prefix', f.prefix)} ${f.first_name} ${f.last_name}`;
  try {
    await services.mailer.send({ to: email, ...renderMail('applicationReceived', locale, { name, course: course.title, date: declaredOn }) });
  } catch (err) {
    log.warn({ err }, 'the application confirmation could not be mailed');
  }
  return { message: ADMISSION_MESSAGES.submitted, redirect_url: SUBMITTED_REDIRECT };
}
