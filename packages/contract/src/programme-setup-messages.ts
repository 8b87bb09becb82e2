/*
 * Programme setup's texts and limits (issue 32: hubs, courses and cohorts from the browser), as
 * plain constants so SERVER_MESSAGES carries them to the web's catalog.
 */

export const PROGRAMME_SETUP_LIMITS = {
  hubNameMax: 200,
  courseTitleMax: 255,
  courseKeyMax: 200,
  descriptionMax: 20_000,
  urlMax: 2000,
  cohortNameMax: 100,
  trackMax: 100,
  pageSize: 20,
} as const;

/** Every text the programme-setup calls answer with. */
export const PROGRAMME_SETUP_MESSAGES = {
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name is too long',
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title is too long',
  badUrl: 'Please enter a web address starting with https:// or http://',
  badTemplate: 'Please choose a profile template',
  badFlag: 'Please answer yes or no',
  badKey: 'Please enter a course key such as course-v1:NCDC+FETP-ADV+2025 (letters, digits and . _ ~ + - only)',
  badType: 'Please choose a course type',
  badHub: 'Please choose a hub',
  badDate: 'Please enter a valid date',
  descriptionTooLong: 'The description is too long',
  endBeforeStart: 'The end date must be after the start date',
  closeBeforeOpen: 'Admission must close on or after the day it opens',
  badTrack: 'Please choose a track',
  otherTrackRequired: 'Please name the track',
  badTabs: 'Please choose tabs from the list',
  hubNameTaken: 'A hub with this name already exists',
  courseKeyTaken: 'A course with this key already exists',
  cohortNameTaken: 'This course already has a cohort with this name',
  hubNotFound: 'Hub not found',
  courseNotFound: 'Course not found',
  cohortNotFound: 'Cohort not found',
  notYourCourse: 'You do not coordinate this course',
  administratorOnly: 'Only an administrator may change this',
  hubCreated: 'Hub created',
  hubSaved: 'Hub saved',
  courseCreated: 'Course created',
  courseSaved: 'Course saved',
  cohortCreated: 'Cohort created',
  cohortSaved: 'Cohort saved',
} as const;
