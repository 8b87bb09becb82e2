import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ACCESS, dashboardCoursesAnswer, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { coursesOf } from './queries';

export const myCoursesRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/dashboard_courses/', {
    config: { access: API_ACCESS.dashboardCourses },
    schema: { tags: ['my-courses'], security: [{ bearer: [] }], summary: 'The caller’s courses: enrolled, mentoring or coordinating', response: { 200: dashboardCoursesAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const rows = await coursesOf(services.db, user.id);
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
