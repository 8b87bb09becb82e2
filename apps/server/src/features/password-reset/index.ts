/** What other features (and the admin command) use of password reset: a single-use link to choose a password. */
export { issuePasswordLink } from './service';
