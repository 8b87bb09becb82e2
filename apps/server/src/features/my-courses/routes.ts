import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, inArray, or } from 'drizzle-orm';
import { API_ACCESS, dashboardCoursesAnswer, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { cohorts, courseCoordinators, courses, enrolments, mentorAssignments } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { eq } from 'drizzle-orm';

export const myCoursesRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/dashboard_courses/', {
    config: { access: API_ACCESS.dashboardCourses },
    schema: { tags: ['my-courses'], security: [{ bearer: [] }], summary: 'The caller’s courses: enrolled, mentoring or coordinating', response: { 200: dashboardCoursesAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const db = services.db;
    const enrolled = db.select({ id: cohorts.courseId }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId)).where(eq(enrolments.userId, user.id));
    const mentoring = db.select({ id: cohorts.courseId }).from(mentorAssignments).innerJoin(cohorts, eq(cohorts.id, mentorAssignments.cohortId)).where(eq(mentorAssignments.mentorId, user.id));
    const coordinating = db.select({ id: courseCoordinators.courseId }).from(courseCoordinators).where(eq(courseCoordinators.userId, user.id));
    const rows = await db
      .select()
      .from(courses)
      .where(or(inArray(courses.id, enrolled), inArray(courses.id, mentoring), inArray(courses.id, coordinating)))
      .orderBy(asc(courses.title));
    return {
      data: {
        courses: rows.map((c) => {
          const external = c.type === 'Short Courses' && Boolean(c.externalUrl);
          return {
            type: c.type,
            title: c.title,
            description: c.description,
            link: external ? c.externalUrl! : pageUrl('coursesDashboard', { id: c.id }),
            imageSrc: c.imageUrl,
            course: c.courseKey,
            external,
          };
        }),
      },
    };
  });
};
