import { lazy } from 'react';

/** What other features use of the portfolio: its download button, in its own chunk (the course page and the mentee details page). */
export const PortfolioButton = lazy(() => import('./PortfolioButton').then((m) => ({ default: m.PortfolioButton })));
