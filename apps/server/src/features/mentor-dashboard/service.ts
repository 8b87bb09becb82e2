import { DASHBOARD_API, ROLES, type MentorDashboardAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { hubOfCourses, menteeCourses } from './queries';

/**
 * The mentor dashboard (002 §2.5, §3): the caller's header and their mentees in every course
 * (db/scopes.ts mentorships that count); a coordinator who mentors no one gets an empty list.
 */
export async function mentorDashboard({ db, progressCache }: Services, caller: CurrentUser): Promise<MentorDashboardAnswer> {
  // Every milestone and unit of the mentor's mentees: kept until the progress tables change (db/versioned-cache.ts).
  const { rows, hub } = await progressCache.get(db, `mentor:${caller.id}`, async () => {
    const [rows, hub] = await Promise.all([menteeCourses(db, caller.id), hubOfCourses(db, caller.id)]);
    return { rows, hub };
  });
  const isMentor = caller.roles.some((role) => role.trim().toLowerCase() === ROLES.mentor.toLowerCase());
  return {
    data: {
      profile_image_url: caller.profileImageUrl,
      user_name: caller.displayName,
      role: isMentor ? ROLES.mentor : (caller.roles[0] ?? ''),
      hub_name: hub ?? '',
      total_mentees: new Set(rows.map((row) => row.mentee_id)).size,
      mentee_details: rows.map((row) => ({
        mentee_user_id: row.mentee_id,
        user_name: row.user_name,
        course_name: row.course_name,
        course_progress: row.course_progress,
        cal_progress: row.cal_progress,
        course_key: row.course_key,
        course_id: row.course_id,
      })),
      // Profiles (002 §2.8) open from the name; the Mentee Profile page is in the route table.
      is_view_profile: true,
    },
  };
}

/**
 * The answer checked against its schema, serialised and encoded once, kept with the figures: a
 * mentor of 1,700 officers reads 340 kB, and serialising it on every call cost more than the rest of
 * the call (and encoding the string to UTF-8 again for each answer, a tenth of it). The caller's own
 * header is part of the key, so a new name or photo is answered at once.
 */
export async function mentorDashboardJson(services: Services, caller: CurrentUser): Promise<Buffer> {
  const key = JSON.stringify(['mentor-dashboard', caller.id, caller.displayName, caller.profileImageUrl, caller.roles]);
  return services.progressCache.get(services.db, key, async () =>
    Buffer.from(JSON.stringify(DASHBOARD_API.mentorDashboard.answer.parse(await mentorDashboard(services, caller)))));
}
