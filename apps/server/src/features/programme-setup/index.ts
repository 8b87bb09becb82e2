export { programmeSetupRoutes } from './routes';
