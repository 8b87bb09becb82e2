/** What other features may use of the modules: an officer's course progress (the banner's, My Courses'). */
export { courseProgressByCourse, courseProgressOf } from './queries';
