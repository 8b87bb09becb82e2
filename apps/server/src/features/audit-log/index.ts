export { auditLogRoutes } from './routes';
