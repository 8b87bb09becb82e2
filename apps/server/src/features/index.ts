import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services';
import type { AnyJobKind } from '../jobs';
import { healthRoutes } from './health/routes';
import { csrfRoutes } from './csrf/routes';
import { signInRoutes } from './sign-in/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { registrationRoutes } from './registration/routes';
import { shellRoutes } from './shell/routes';
import { notificationRoutes } from './notifications/routes';
import { myCoursesRoutes } from './my-courses/routes';
import { optionListRoutes } from './option-lists/routes';
import { applicantRoutes } from './applicant/routes';
import { applicationTrackerRoutes } from './application-tracker/routes';
import { devMailRoutes } from './dev-mail/routes';
import { calTrackerRoutes } from './cal-tracker/routes';
import { calFormRoutes } from './cal-tracker/forms';
import { calFileRoutes } from './cal-tracker/files';
import { moduleRoutes } from './modules/routes';
import { coursePageRoutes } from './course-page/routes';
import { liveRoutes } from './live/routes';
import { chatRoutes } from './chat/routes';
import { calendarRoutes } from './calendar/routes';
import { programmeAnalyticsRoutes } from './programme-analytics/routes';
import { fieldAssignmentRoutes } from './field-assignment/routes';
import { coordinatorDashboardRoutes } from './coordinator-dashboard/routes';
import { mentorDashboardRoutes } from './mentor-dashboard/routes';
import { accountSettingsRoutes } from './account-settings/routes';
import { profileRoutes } from './profiles/routes';
import { portfolioRoutes } from './portfolio/routes';
import { reportRoutes } from './reports/routes';
import { bulkMailRoutes } from './bulk-mail/routes';
import { programmeSetupRoutes } from './programme-setup/routes';
import { formTemplateRoutes } from './form-templates/routes';
import { calTemplateRoutes } from './cal-templates/routes';
import { peopleRoutes } from './people/routes';
import { auditLogRoutes } from './audit-log/routes';
import { administrationRoutes } from './administration/routes';
import { admissionDecisionRoutes } from './admission-decisions/routes';
import { peopleImportRoutes } from './people-import/routes';
import { applicantJobKinds } from './applicant/jobs';
import { calTrackerJobKinds } from './cal-tracker/jobs';
import { chatJobKinds } from './chat/jobs';
import { calendarJobKinds } from './calendar/jobs';
import { accountSettingsJobKinds } from './account-settings/jobs';
import { reportsJobKinds } from './reports/jobs';
import { portfolioJobKinds } from './portfolio/jobs';
import { bulkMailJobKinds } from './bulk-mail/jobs';
import { passwordResetJobKinds } from './password-reset/jobs';

export type FeatureRoutes = FastifyPluginAsync<{ services: Services }>;

/** Every feature's route plugin, in the order app.ts registers them; `when` leaves one out. */
export const featureRoutes: ReadonlyArray<{ routes: FeatureRoutes; when?: (services: Services) => boolean }> = [
  { routes: healthRoutes },
  { routes: csrfRoutes },
  { routes: signInRoutes },
  { routes: passwordResetRoutes },
  { routes: registrationRoutes },
  { routes: shellRoutes },
  { routes: notificationRoutes },
  { routes: myCoursesRoutes },
  { routes: optionListRoutes },
  { routes: applicantRoutes },
  { routes: applicationTrackerRoutes },
  { routes: calTrackerRoutes },
  { routes: calFormRoutes },
  { routes: calFileRoutes },
  { routes: moduleRoutes },
  { routes: coursePageRoutes },
  { routes: liveRoutes },
  { routes: chatRoutes },
  { routes: calendarRoutes },
  { routes: programmeAnalyticsRoutes },
  { routes: fieldAssignmentRoutes },
  { routes: coordinatorDashboardRoutes },
  { routes: mentorDashboardRoutes },
  { routes: accountSettingsRoutes },
  { routes: profileRoutes },
  { routes: portfolioRoutes },
  { routes: reportRoutes },
  { routes: bulkMailRoutes },
  { routes: programmeSetupRoutes },
  { routes: formTemplateRoutes },
  { routes: calTemplateRoutes },
  { routes: peopleRoutes },
  { routes: auditLogRoutes },
  { routes: administrationRoutes },
  { routes: admissionDecisionRoutes },
  { routes: peopleImportRoutes },
  // The local outbox's pages exist only when mail goes to the outbox.
  { routes: devMailRoutes, when: (services) => services.mailer.kind === 'outbox' },
];

/**
 * Every feature's job kinds (src/jobs/: queued, daily and periodic, housekeeping included), each
 * exported by the feature's jobs.ts; app.ts registers them beside the core ones.
 */
export const featureJobKinds: readonly AnyJobKind[] = [...applicantJobKinds, ...calTrackerJobKinds, ...chatJobKinds, ...calendarJobKinds, ...accountSettingsJobKinds, ...reportsJobKinds, ...portfolioJobKinds, ...bulkMailJobKinds, ...passwordResetJobKinds];
