import { lazy } from 'react';

/** What other features use of the portfolio: its download button, in its own chunk (the course page and the mentee details page). */
export const PortfolioButton = lazy(() => import('./PortfolioButton').then((m) => ({ default: m.PortfolioButton })));

/** A cohort's portfolios as one ZIP, with the ZIPs generated before, in its own chunk (the coordinator dashboard). */
export const CohortPortfolios = lazy(() => import('./CohortPortfolios').then((m) => ({ default: m.CohortPortfolios })));
