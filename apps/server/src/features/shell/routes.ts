import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ACCESS, WEB_BASE, recordId, headerLoginPageAnswer, pageUrl, userDropdownAnswer, userRolesAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { headerLinks, userMenu } from './menu';
import { headerHubs } from './queries';

const userRolesQuery = z.object({
  user_id: recordId('user_id must be a number.'),
});

export const shellRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['shell'];
  const security = [{ bearer: [] }];

  app.get('/api/header_login_page_data/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Links of the logged-out header, and the programme’s name, contact address and footer links', response: { 200: headerLoginPageAnswer } },
  }, async () => {
    const rows = await headerHubs(services.db);
    return {
      data: {
        HOME: pageUrl('home'),
        HUBS: rows.map((h) => ({ label: h.name, url: h.websiteUrl ?? `${WEB_BASE}/#hub-${h.slug}` })),
        'DISCOVER NEW': `${WEB_BASE}/#discover`,
      },
      site: services.config.site,
    };
  });

  app.get('/api/user_dropdown/', {
    config: { access: API_ACCESS.userDropdown },
    schema: { tags, security, summary: 'Menu links and header data of the signed-in user', response: { 200: userDropdownAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    return {
      data: userMenu(user.roles),
      header_data: {
        ...headerLinks(user.roles),
        profile_image_url: user.profileImageUrl,
        displayname: user.displayName,
        user_id: user.id,
      },
    };
  });

  app.get('/api/user_roles/', {
    config: { access: API_ACCESS.userRoles },
    schema: { tags, security, summary: 'Roles of the signed-in user (only their own id)', querystring: userRolesQuery, response: { 200: userRolesAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    if (request.query.user_id !== user.id) throw forbidden();
    return { data: { user_roles: user.roles } };
  });
};
