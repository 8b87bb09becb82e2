/** What other features may use of admission: the catalogue of courses open for admission. */
export { admissionCourses } from './catalogue';
