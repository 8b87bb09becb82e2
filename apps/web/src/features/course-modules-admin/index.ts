import { lazy } from 'react';

/** A course's modules and units in Content Management (the course's settings page): its own chunk, fetched when shown. */
export const ModulesSection = lazy(() => import('./ModulesSection').then(({ ModulesSection }) => ({ default: ModulesSection })));
