/** CAL templates (issue 32) offer nothing to other features: their routes only. */
export { calTemplateRoutes } from './routes';
