import { lazy } from 'react';

/** Programme Analytics' pane (the coordinator dashboard): its own chunk, fetched when first shown. */
export const AnalyticsPane = lazy(() => import('./AnalyticsPane'));
