import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MY_COURSES_API as API, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { courseProgressByCourse } from '../../progress';
import { coursesOf } from './queries';

/**
 * Where VIEW COURSE goes: an officer to their course page; a coordinator (not enrolled) to the
 * coordinator dashboard with the course chosen; a mentor to My Mentees for that course.
 */
function courseLink(c: { id: number; enrolled: boolean; coordinates: boolean }): string {
  if (c.enrolled) return pageUrl('coursesDashboard', { id: c.id });
  return `${pageUrl(c.coordinates ? 'coordinatorDashboard' : 'mentorDashboard')}?course_id=${c.id}`;
}

export const myCoursesRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(API.courses.path, fromEndpoint(API.courses, { tags: ['my-courses'], summary: 'The caller’s courses: enrolled, mentoring or coordinating' }), async (request) => {
    const user = requireUser(request);
    const rows = await coursesOf(services.db, user.id);
    const progress = await courseProgressByCourse(services.db, user.id, rows.map((c) => c.id));
    return {
      data: {
        courses: rows.map((c) => {
          const external = c.type === 'Short Courses' && Boolean(c.externalUrl);
          return {
            type: c.type,
            title: c.title,
            description: c.description,
            link: external ? c.externalUrl! : courseLink(c),
            imageSrc: c.imageUrl,
            course: c.courseKey,
            external,
            progress: progress.get(c.id) ?? null,
          };
        }),
      },
    };
  });
};
