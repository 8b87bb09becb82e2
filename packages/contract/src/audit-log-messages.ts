/** The audit log's texts (issue 32): the server answers with them and the web's catalogs translate them. */
export const AUDIT_LOG_MESSAGES = {
  badAction: 'action must be a word.dotted.name of at most 64 characters.',
  badEntity: 'entity must be a name of at most 64 characters.',
  badEntityId: 'entity_id must be at most 100 characters.',
  badActor: 'actor_id must be a user’s id.',
  badCourse: 'course_id must be a course’s id.',
  badAfter: 'after must be an entry’s id.',
  badDate: 'Dates must be real days written YYYY-MM-DD.',
  startAfterEnd: 'The start date must be before the end date.',
  badPageSize: 'page_size must be between 1 and 100.',
  exportLinkExpired: 'This download link has expired. Ask for the CSV again from the audit log.',
} as const;
