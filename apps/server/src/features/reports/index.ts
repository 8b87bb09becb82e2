/**
 * What other parts of the server use of the reports: the demo seed generates its files through the
 * same writer; the portfolio's cohort ZIPs are generated files too (the same table, store, list
 * shape and signed link).
 */
export {
  failReportFile, generatedFile, generatedFileList, queueGeneratedFile, recordFile, storeGeneratedFile, writeReportFile,
  type GeneratedFormat,
} from './service';
export { generateReportJob } from './jobs';
