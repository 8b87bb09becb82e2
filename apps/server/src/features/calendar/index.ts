/** What other features use of the calendar: one event read and write path (events.ts), recurrence, time zones, invites, attachments, attendance. */
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
export { cohortById, cohortsOfCourses, cohortsWithCourse, peopleNamed } from './choices';
