/*
 * The answer texts of the writers of people's standing (issue 32; apps/server/src/db/people.ts):
 * enrolments, mentor and coordinator assignments, roles, deactivation. Every call that changes one
 * (administration, import, admission decision) answers with these.
 */

export const PEOPLE_MESSAGES = {
  userNotFound: 'This user does not exist.',
  cohortNotFound: 'This cohort does not exist.',
  courseNotFound: 'This course does not exist.',
  hubNotFound: 'This hub does not exist.',
  unknownRole: 'This role does not exist.',
  alreadyEnrolled: 'This officer is already enrolled in this cohort.',
  notEnrolled: 'This officer is not enrolled in this cohort.',
  sameCohort: 'Choose a different cohort to move the officer to.',
  otherCourse: 'An officer can be moved only between cohorts of the same course.',
  notMentor: 'Only a user with the Mentor role can be assigned as a mentor.',
  ownMentor: 'An officer cannot be their own mentor.',
  mentorTwice: 'This mentor is already assigned to the officer in this cohort.',
  slotTaken: 'This mentor place is already filled for the officer in this cohort. Remove that assignment first.',
  twoSupervisors: 'An officer can have only one supervisor in a cohort.',
  noAssignment: 'This officer has no such mentor assignment in this cohort.',
  notCoordinatorRole: 'Only a user with the Course Coordinator role can coordinate a course.',
  alreadyCoordinator: 'This user already coordinates this course.',
  notCoordinator: 'This user does not coordinate this course.',
  hasRole: 'This user already has this role.',
  lacksRole: 'This user does not have this role.',
  hubsForAdvisorOnly: 'Only a Program Advisor can be bound to hubs.',
  roleInUse: 'Remove this user’s assignments for this role first.',
  alreadyInactive: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  ownAccount: 'You cannot deactivate your own account.',
} as const;
