/** What other features may use of the option lists: the lists themselves, the check of a submitted key and a district's state. */
export { districtOptions, isOption, optionList, stateOfDistrict, stateOptions } from './queries';
