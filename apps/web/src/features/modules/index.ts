import { lazy } from 'react';

/** The course's module progress table (the coordinator dashboard): its own chunk, fetched when first shown. */
export const ModuleProgressTable = lazy(() => import('./ModuleProgressTable').then(({ ModuleProgressTable }) => ({ default: ModuleProgressTable })));
