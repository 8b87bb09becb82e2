import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MY_COURSES_API as API, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { courseProgressByCourse } from '../../progress';
import { coursesOf } from './queries';

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
            link: external ? c.externalUrl! : pageUrl('coursesDashboard', { id: c.id }),
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
