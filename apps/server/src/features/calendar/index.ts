/** What other features use of the calendar: recurrence, time zones, invites. */
export * from './recurrence';
export * from './time-zones';
export { queueInvites, type InviteJobPayload } from './invites';
export {
  CALENDAR_FILES_FOLDER, attachmentForDownload, attachmentItems, attachmentsOf, checkAttachments, eventUploads, keepAttachments, removeFiles,
  storeAttachments, sweepOrphanCalendarFiles,
} from './attachments';
export { joinAddress, joinLinkUser, populateAttendance, populateEndedOccurrence, recordJoin, resolveOccurrence, seriesOf, type ResolvedOccurrence } from './attendance';
export { chargeOutsideInvitees, checkOutsideInviteesPerEvent } from './outside-invitees';
export {
  cancelEvent, changeEvent, createEvent, eventFor, invitationsOf, lockEvent, touchEvent, type EventKind, type EventRecord, type EventValues, type Invitations, type MemberRole,
} from './events';
