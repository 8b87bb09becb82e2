import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { requestedLocale, requireUser } from '../../plugins/auth';
import { renderNotification } from './texts';
import { fromEndpoint } from '../../plugins/endpoints';
import { latestNotifications, markWatched, unreadCount } from './queries';

const LIST_SIZE = 20;

export const notificationRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(API.list.path, fromEndpoint(API.list, { tags, summary: 'Unread count and the newest notifications' }), async (request) => {
    const user = requireUser(request);
    // In the language the page asks for, else the account's.
    const locale = requestedLocale(request) ?? user.language;
    const [rows, unread] = await Promise.all([latestNotifications(services.db, user.id, LIST_SIZE), unreadCount(services.db, user.id)]);
    return {
      count: unread,
      data: rows.map((n) => ({ id: n.id, notification: renderNotification(n, locale), created: n.createdAt.toISOString(), watched: n.watchedAt !== null })),
    };
  });

  app.get(API.watched.path, fromEndpoint(API.watched, { tags, summary: 'Mark the caller’s notifications as seen' }), async (request) => {
    await markWatched(services.db, requireUser(request).id);
    return { success: true };
  });
};
