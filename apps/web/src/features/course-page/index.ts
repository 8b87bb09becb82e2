/** What other features use of the course page: the tab declaration types and the banner's query keys. */
export type { CourseTabDeclaration, CourseTabPanelProps } from './types';
export { bannersOf } from './hooks';
