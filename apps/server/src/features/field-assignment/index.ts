/** What other features (and the demo seed) may use of the field assignment: the project form's stored version. */
export { ensureProjectForm } from './service';
