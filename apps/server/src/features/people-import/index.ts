export { peopleImportRoutes } from './routes';
