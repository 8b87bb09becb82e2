/** What other features (and the seed) use of bulk e-mail. */
export { bulkMailJob, bulkMailJobKinds, BULK_MAIL_FILES_FOLDER } from './jobs';
export { deliverBulkMail } from './delivery';
export { plainTextOf, sanitizeMessage } from './service';
