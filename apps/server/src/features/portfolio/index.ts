/** What other features may use of the portfolio: the PDF of one officer (a cohort's ZIP will draw each with it). */
export { portfolioLocale, portfolioOf, renderPortfolio, portfolioFilename } from './service';
