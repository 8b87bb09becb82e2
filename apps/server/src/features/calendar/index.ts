/** What other features use of the calendar: one event read and write path (events.ts), recurrence, time zones, invites, attachments, attendance. */
export * from './recurrence';
export * from './time-zones';
export { queueInvites } from './invites';
export { attachmentForDownload, attachmentItems, attachmentsOf, checkAttachments, eventUploads, removeFiles } from './attachments';
export { joinAddress, joinLinkUser, populateAttendance, populateEndedOccurrence, recordJoin, resolveOccurrence, seriesOf } from './attendance';
export { chargeOutsideInvitees, checkOutsideInviteesPerEvent } from './outside-invitees';
export {
  cancelEvent, changeEvent, createEvent, eventFor, invitationsOf, lockEvent, touchEvent, type EventRecord, type EventValues, type Invitations, type MemberRole,
} from './events';
export { cohortsOfCourses, cohortsWithCourse, peopleNamed } from './choices';
