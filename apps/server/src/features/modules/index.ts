/** What other features may use of the modules: an officer's modules as the module page reads them (the portfolio). An officer's progress is ../../progress's. */
export { moduleRecordsOf, modulesFrom } from './queries';
