import { CALENDAR_MESSAGES } from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { fieldError, tooManyRequests } from '../../plugins/errors';
import { addOutsideInvitations, guestAddressesOf } from './queries';

/**
 * The portal is not a mail relay (issue 30 §1.6): every call that invites people outside the portal
 * by e-mail address (webinars' external members, discussions' participants) passes here. At most
 * OUTSIDE_INVITEES_PER_EVENT addresses on one event (400 on the field), and at most
 * OUTSIDE_INVITEES_PER_USER_PER_DAY new addresses by one user in a UTC day (429), counted inside the
 * writing transaction so that a refused or failed write counts nothing and sends nothing.
 */

type Limits = Pick<Services, 'config'>;

/** 400 on `field` when an event would invite more outside addresses than one event may. Call before writing. */
export function checkOutsideInviteesPerEvent(services: Limits, field: string, guests: readonly string[]): void {
  if (new Set(guests.map((g) => g.toLowerCase())).size > services.config.outsideInvitees.perEvent) throw fieldError(field, CALENDAR_MESSAGES.tooManyOutsideInvitees);
}

/**
 * Counts the addresses the caller newly invites (those not already invited to `eventId`, every one
 * for a new event) against their day; 429 past the day's limit, which rolls the caller's transaction
 * back. Call inside the writing transaction, before the event's guests are rewritten.
 */
export async function chargeOutsideInvitees(
  services: Limits, tx: Queryable, callerId: number, eventId: number | null, guests: readonly string[], now = new Date(),
): Promise<void> {
  const before = new Set(eventId === null ? [] : await guestAddressesOf(tx, eventId));
  const added = new Set(guests.map((g) => g.toLowerCase()).filter((g) => !before.has(g))).size;
  if (added === 0) return;
  const total = await addOutsideInvitations(tx, callerId, now.toISOString().slice(0, 10), added);
  if (total > services.config.outsideInvitees.perUserPerDay) throw tooManyRequests(CALENDAR_MESSAGES.outsideInviteesToday);
}
