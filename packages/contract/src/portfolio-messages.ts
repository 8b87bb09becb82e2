/*
 * The officer portfolio's answer texts (issue 31) as plain constants, with no schema library: every
 * page's first load carries them through SERVER_MESSAGES. The calls are in portfolio.ts.
 */

/** The cohort ZIP's answers: its generation started, and its refusals beside the dashboards' own. */
export const PORTFOLIO_MESSAGES = {
  zipStarted: 'Portfolio generation started. The ZIP file will appear in the list below when it is ready.',
  noOfficers: 'This cohort has no officers yet, so there is no portfolio to put in a ZIP.',
  cohortNotFound: 'This cohort does not exist.',
} as const;
