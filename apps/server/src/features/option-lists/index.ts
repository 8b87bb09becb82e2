/** What other features may use of the option lists: the lists themselves and the check of a submitted key. */
export { districtOptions, isOption, optionList, stateOptions } from './queries';
