/** What other features may use of the course page: the tab registry they declare their tabs on. */
export { CourseTabRegistry, type CourseTabDeclaration, type CourseTabViewer } from './registry';
