import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ACCESS, notificationsAnswer, successAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { latestNotifications, markWatched, unreadCount } from './queries';

const LIST_SIZE = 20;

export const notificationRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get('/api/user_notifications_list/', {
    config: { access: API_ACCESS.notifications },
    schema: { tags, security, summary: 'Unread count and the newest notifications', response: { 200: notificationsAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const [rows, unread] = await Promise.all([latestNotifications(services.db, user.id, LIST_SIZE), unreadCount(services.db, user.id)]);
    return {
      count: unread,
      data: rows.map((n) => ({ id: n.id, notification: n.notification, created: n.createdAt.toISOString(), watched: n.watchedAt !== null })),
    };
  });

  app.get('/api/user_notifications_watched/', {
    config: { access: API_ACCESS.notifications },
    schema: { tags, security, summary: 'Mark the caller’s notifications as seen', response: { 200: successAnswer } },
  }, async (request) => {
    await markWatched(services.db, requireUser(request).id);
    return { success: true };
  });
};
