import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_ACCESS, notificationsAnswer, successAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { notifications } from '../../db/schema';
import { requireUser } from '../../plugins/auth';

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
    const [rows, [unread]] = await Promise.all([
      services.db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_SIZE),
      services.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, user.id), isNull(notifications.watchedAt))),
    ]);
    return {
      count: unread?.n ?? 0,
      data: rows.map((n) => ({ id: n.id, notification: n.notification, created: n.createdAt.toISOString(), watched: n.watchedAt !== null })),
    };
  });

  app.get('/api/user_notifications_watched/', {
    config: { access: API_ACCESS.notifications },
    schema: { tags, security, summary: 'Mark the caller’s notifications as seen', response: { 200: successAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    await services.db.update(notifications).set({ watchedAt: new Date() }).where(and(eq(notifications.userId, user.id), isNull(notifications.watchedAt)));
    return { success: true };
  });
};
