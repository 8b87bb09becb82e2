/** What other features (and the demo seed) may use of the profiles: the template rule and the option lists as the forms read them. */
export { profileOptions, templateOf } from './service';
