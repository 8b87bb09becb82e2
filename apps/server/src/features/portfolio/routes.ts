import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMISSION_MESSAGES, PORTFOLIO_API as API, portfolioPdfPath } from '@fetp/contract';
import type { Services } from '../../services';
import { requestedLocale, requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { forbidden } from '../../plugins/errors';
import { trackerScope } from '../../plugins/officer-access';
import { portfolioFilename, portfolioLocale, portfolioOf, renderPortfolio } from './service';

const tags = ['portfolio'];

/**
 * The officer portfolio (issue 31): a signed link for whoever has standing to the officer in the
 * course (the officer, their mentors there, the course's coordinators), and the PDF behind it.
 */
export const portfolioRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.get(API.link.path, fromEndpoint(API.link, { tags, summary: 'A signed link to an officer’s portfolio PDF in a course' }), async (request) => {
    const me = requireUser(request);
    const { mentee, course } = request.params;
    await trackerScope(db, me.id, mentee, course);
    return { data: { url: services.links.sign(portfolioPdfPath(mentee, course), me.id), filename: portfolioFilename(mentee, course) } };
  });

  app.get(API.pdf.path, fromEndpoint(API.pdf, { tags, summary: 'An officer’s portfolio PDF (a signed link from the portfolio call)' }), async (request, reply) => {
    const { mentee, course } = request.params;
    const userId = await services.links.verify(db, portfolioPdfPath(mentee, course), request.query);
    if (userId === null) throw forbidden(ADMISSION_MESSAGES.downloadLinkExpired);
    // The standing again: a mentor unassigned since the link was made gets nothing.
    const portfolio = await portfolioOf(db, await trackerScope(db, userId, mentee, course));
    const locale = await portfolioLocale(db, userId, requestedLocale(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${portfolioFilename(mentee, course)}"`)
      .header('cache-control', 'private, no-store')
      .send(renderPortfolio(portfolio, locale));
  });
};
