/** What other features use of the reports: the list of generated files (the coordinator dashboard's portfolio ZIPs). */
export { GeneratedFileList, type GeneratedFileItem } from './GeneratedFileList';
