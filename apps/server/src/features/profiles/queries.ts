import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES } from '@fetp/contract';
import { prepared, preparedSql, type Queryable } from '../../db/client';
import {
  districts, optionItems, profiles, states, userAchievements, userEducation, userExperiences, userJobs, userPgDegrees, userPostingDetails,
  userUgDegrees, users,
} from '../../db/schema';

/** The profiles' reads and writes (Drizzle only; rules are in service.ts). */

// ---- Who the person is ----

/** A person with what decides their profile form: the Mentor role, their hub's template and name. */
export interface ProfileOwner {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  dob: string | null;
  gender: string | null;
  districtId: number | null;
  stateId: number | null;
  districtName: string | null;
  stateName: string | null;
  profileImageUrl: string | null;
  isMentor: boolean;
  /** The hub of users.hub_id, else the hub of the course of their earliest enrolment (null: neither). */
  hubName: string | null;
  hubTemplate: string | null;
}

/**
 * A user with their district and state names, whether they hold the Mentor role (compared
 * case-insensitively, 002 §6) and their hub: users.hub_id's, else the hub of the course of their
 * earliest enrolment. One statement; undefined when there is no such user.
 */
export async function profileOwner(db: Queryable, userId: number): Promise<ProfileOwner | undefined> {
  // Prepared once per connection, as the stored profile's reads: every profile read asks them.
  const statement = preparedSql<ProfileOwner>(db, 'profile_owner', () => sql`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone_number as "phoneNumber",
      u.dob::text as dob, u.gender, u.district_id as "districtId", u.state_id as "stateId",
      d.name as "districtName", s.name as "stateName", u.profile_image_url as "profileImageUrl",
      exists (select 1 from user_roles r where r.user_id = u.id and lower(r.role) = lower(${ROLES.mentor})) as "isMentor",
      coalesce(h.name, first_hub.name) as "hubName",
      coalesce(h.profile_template, first_hub.profile_template) as "hubTemplate"
    from ${users} u
    left join ${districts} d on d.id = u.district_id
    left join ${states} s on s.id = u.state_id
    left join hubs h on h.id = u.hub_id
    left join lateral (
      select hb.name, hb.profile_template from enrolments e
        join cohorts c on c.id = e.cohort_id join courses co on co.id = c.course_id join hubs hb on hb.id = co.hub_id
      where e.user_id = u.id order by e.created_at, e.id limit 1
    ) first_hub on true
    where u.id = ${sql.placeholder('user')}`);
  const [row] = await statement.execute({ user: userId });
  return row;
}

// ---- The stored profile ----

/** The stored profile's reads: the one-row parts in one statement (each null until saved), the three lists beside it. */
function storedProfileStatements(db: Queryable) {
  const user = sql.placeholder('user');
  return {
    single: db
      .select({ profile: profiles, education: userEducation, job: userJobs, ug: userUgDegrees, posting: userPostingDetails })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(userEducation, eq(userEducation.userId, users.id))
      .leftJoin(userJobs, eq(userJobs.userId, users.id))
      .leftJoin(userUgDegrees, eq(userUgDegrees.userId, users.id))
      .leftJoin(userPostingDetails, eq(userPostingDetails.userId, users.id))
      .where(eq(users.id, user))
      .prepare('stored_profile_single'),
    pg: db.select().from(userPgDegrees).where(eq(userPgDegrees.userId, user)).orderBy(asc(userPgDegrees.position), asc(userPgDegrees.id)).prepare('stored_profile_pg'),
    experiences: db.select().from(userExperiences).where(eq(userExperiences.userId, user))
      .orderBy(asc(userExperiences.kind), asc(userExperiences.position), asc(userExperiences.id)).prepare('stored_profile_experiences'),
    achievements: db.select().from(userAchievements).where(eq(userAchievements.userId, user))
      .orderBy(asc(userAchievements.position), asc(userAchievements.id)).prepare('stored_profile_achievements'),
  };
}

/** Everything stored of a profile beyond `users`, each part undefined (or empty) until saved. */
export async function storedProfile(db: Queryable, userId: number) {
  const statements = prepared(db, 'stored_profile', storedProfileStatements);
  const values = { user: userId };
  const [[single], pg, experiences, achievements] = await Promise.all([
    statements.single.execute(values), statements.pg.execute(values), statements.experiences.execute(values), statements.achievements.execute(values),
  ]);
  const part = <T>(row: T | null | undefined) => row ?? undefined;
  return {
    profile: part(single?.profile), education: part(single?.education), job: part(single?.job), ug: part(single?.ug), posting: part(single?.posting),
    pg, experiences, achievements,
  };
}
export type StoredProfile = Awaited<ReturnType<typeof storedProfile>>;

// ---- Option lists ----

/**
 * The items of some option lists (one statement), in each list's stored order: those the forms
 * offer, or (`withRetired`) every one, as a saved answer may hold a retired item.
 */
export function optionItemsOf(db: Queryable, lists: readonly string[], opts: { withRetired?: boolean } = {}) {
  return db
    .select({ list: optionItems.list, key: optionItems.key, label: optionItems.label })
    .from(optionItems)
    .where(and(inArray(optionItems.list, [...lists]), opts.withRetired ? undefined : isNull(optionItems.retiredAt)))
    .orderBy(asc(optionItems.list), asc(optionItems.sortOrder), asc(optionItems.label));
}

/** The state of each of some districts (an unknown district is absent). */
export async function statesOfDistricts(db: Queryable, districtIds: readonly number[]): Promise<Map<number, number>> {
  if (!districtIds.length) return new Map();
  const rows = await db.select({ id: districts.id, stateId: districts.stateId }).from(districts).where(inArray(districts.id, [...districtIds]));
  return new Map(rows.map((r) => [r.id, r.stateId]));
}

// ---- Writing ----

type ProfileColumns = Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>;
type UserColumns = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'displayName' | 'dob' | 'gender' | 'phoneNumber' | 'districtId' | 'stateId'>>;

export async function updateUser(db: Queryable, userId: number, values: UserColumns) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** The profiles row, created or changed (only the columns given change). */
export async function upsertProfile(db: Queryable, userId: number, values: ProfileColumns) {
  const updatedAt = new Date();
  await db.insert(profiles).values({ ...values, userId, updatedAt }).onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt } });
}

export async function upsertEducation(db: Queryable, userId: number, values: Omit<typeof userEducation.$inferInsert, 'userId'>) {
  await db.insert(userEducation).values({ ...values, userId }).onConflictDoUpdate({ target: userEducation.userId, set: values });
}

export async function upsertJob(db: Queryable, userId: number, values: Omit<typeof userJobs.$inferInsert, 'userId'>) {
  await db.insert(userJobs).values({ ...values, userId }).onConflictDoUpdate({ target: userJobs.userId, set: values });
}

export async function upsertUgDegree(db: Queryable, userId: number, values: Omit<typeof userUgDegrees.$inferInsert, 'userId'>) {
  await db.insert(userUgDegrees).values({ ...values, userId }).onConflictDoUpdate({ target: userUgDegrees.userId, set: values });
}

export async function upsertPosting(db: Queryable, userId: number, values: Omit<typeof userPostingDetails.$inferInsert, 'userId'>) {
  await db.insert(userPostingDetails).values({ ...values, userId }).onConflictDoUpdate({ target: userPostingDetails.userId, set: values });
}

/** The PG degrees replaced by these, in this order. */
export async function replacePgDegrees(db: Queryable, userId: number, rows: Array<Omit<typeof userPgDegrees.$inferInsert, 'userId' | 'position' | 'id'>>) {
  await db.delete(userPgDegrees).where(eq(userPgDegrees.userId, userId));
  if (rows.length) await db.insert(userPgDegrees).values(rows.map((r, position) => ({ ...r, userId, position })));
}

/** One kind of experience rows (work, hardship, teaching) replaced by these, in this order. */
export async function replaceExperiences(
  db: Queryable, userId: number, kind: string, rows: Array<Omit<typeof userExperiences.$inferInsert, 'userId' | 'kind' | 'position' | 'id'>>,
) {
  await db.delete(userExperiences).where(and(eq(userExperiences.userId, userId), eq(userExperiences.kind, kind)));
  if (rows.length) await db.insert(userExperiences).values(rows.map((r, position) => ({ ...r, userId, kind, position })));
}

export async function replaceAchievements(db: Queryable, userId: number, rows: Array<Omit<typeof userAchievements.$inferInsert, 'userId' | 'position' | 'id'>>) {
  await db.delete(userAchievements).where(eq(userAchievements.userId, userId));
  if (rows.length) await db.insert(userAchievements).values(rows.map((r, position) => ({ ...r, userId, position })));
}

