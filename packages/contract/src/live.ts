import { z } from 'zod';
import { endpoint } from './endpoints';

/**
 * The live channel (docs/architecture.md "Live updates"): one Server-Sent Events stream per signed-in
 * tab, read with fetch so the bearer token travels in a header, never in the address. Events only
 * say what changed; the page then reloads it through its usual, access-checked call.
 */
export const LIVE_EVENTS = {
  /** The caller's notifications changed (the bell reloads its count). */
  notifications: 'notifications',
  /** A message arrived in a chat the caller is in: `{ chat_room, milestone_id }`. */
  chatMessage: 'chat_message',
  /** A milestone's or a sub-CAL's status changed in an officer's tracker the caller sees: `{ sub_cal_id, course_id }`. */
  calStatus: 'cal_status',
} as const;

export const chatMessageEvent = z.object({ chat_room: z.number(), milestone_id: z.number() });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;

export const calStatusEvent = z.object({ sub_cal_id: z.number(), course_id: z.number() });
export type CalStatusEvent = z.infer<typeof calStatusEvent>;

export const LIVE_LIMITS = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** The client's first wait before reconnecting; doubled up to maxRetryMs. */
  retryMs: 1_000,
  maxRetryMs: 30_000,
} as const;

export const LIVE_API = {
  stream: endpoint({ method: 'GET', path: '/api/live/', access: 'authenticated' }),
} as const;
