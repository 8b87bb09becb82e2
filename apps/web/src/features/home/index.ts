/** What other features use of the home page: an admission course's card (the recommendations page). */
export { AdmissionCourseCard } from './DiscoverCourses';
