/** What other features (and the admin command) use of password reset: a single-use link to choose a password, and the invitation of a new account. */
export { issuePasswordLink } from './service';
export { invitationJob, queueInvitation, queueInvitations } from './jobs';
