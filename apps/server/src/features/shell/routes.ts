import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SHELL_API as API, WEB_BASE, pageUrl } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { forbidden } from '../../plugins/errors';
import { headerLinks, userMenu } from './menu';
import { headerHubs, saveUserLanguage } from './queries';

export const shellRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['shell'];

  app.get(API.publicHeader.path, fromEndpoint(API.publicHeader, {
    tags, summary: 'Links of the logged-out header, and the programme’s name, contact address and footer links',
  }), async () => {
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

  app.get(API.userDropdown.path, fromEndpoint(API.userDropdown, { tags, summary: 'Menu links and header data of the signed-in user' }), async (request) => {
    const user = requireUser(request);
    return {
      data: userMenu(user.roles),
      header_data: {
        ...headerLinks(user.roles),
        profile_image_url: user.profileImageUrl,
        displayname: user.displayName,
        user_id: user.id,
        language: user.language,
      },
    };
  });

  app.post(API.saveLanguage.path, fromEndpoint(API.saveLanguage, { tags, summary: 'Saves the signed-in user’s language on their account' }), async (request) => {
    const user = requireUser(request);
    await saveUserLanguage(services.db, user.id, request.body.language);
    return { success: true };
  });

  app.get(API.userRoles.path, fromEndpoint(API.userRoles, { tags, summary: 'Roles of the signed-in user (only their own id)' }), async (request) => {
    const user = requireUser(request);
    if (request.query.user_id !== user.id) throw forbidden();
    return { data: { user_roles: user.roles } };
  });
};
