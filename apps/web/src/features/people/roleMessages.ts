import { ROLES, type RoleName } from '@fetp/contract';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';

/** The roles' names as the People pages show them. */
export const ROLE_LABELS: Record<RoleName, MessageDescriptor> = defineMessages({
  [ROLES.coordinator]: { id: 'people.role.coordinator', defaultMessage: 'Course Coordinator', description: 'The Course Coordinator role.' },
  [ROLES.advisor]: { id: 'people.role.advisor', defaultMessage: 'Program Advisor', description: 'The Program Advisor role.' },
  [ROLES.mentor]: { id: 'people.role.mentor', defaultMessage: 'Mentor', description: 'The Mentor role.' },
  [ROLES.mentee]: { id: 'people.role.mentee', defaultMessage: 'Mentee', description: 'The Mentee (officer) role.' },
  [ROLES.administrator]: { id: 'people.role.administrator', defaultMessage: 'Administrator', description: 'The Administrator role.' },
}) as Record<RoleName, MessageDescriptor>;

