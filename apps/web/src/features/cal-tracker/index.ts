import { lazy } from 'react';

/** What other features use of the CAL tracker: a milestone's file versions and the upload modal (the milestone version page). */
export { useMilestoneVersions, useReloadMilestoneVersions } from './hooks';
/** The upload modal, its own chunk, fetched when first opened. */
export const UploadFileModal = lazy(() => import('./UploadFileModal'));
