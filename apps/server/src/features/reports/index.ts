/** What other parts of the server use of the reports: the demo seed generates its files through the same writer. */
export { recordFile, writeReportFile } from './service';
export { generateReportJob } from './jobs';
