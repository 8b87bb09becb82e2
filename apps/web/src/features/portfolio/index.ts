/** What other features use of the portfolio: its download button (the course page and the mentee details page). */
export { PortfolioButton } from './PortfolioButton';
