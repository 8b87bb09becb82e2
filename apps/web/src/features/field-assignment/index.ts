import { lazy } from 'react';

/** The Field Assignment pane (the coordinator dashboard): its own chunk, fetched when first shown. */
export const FieldAssignmentPane = lazy(() => import('./FieldAssignmentPane'));
