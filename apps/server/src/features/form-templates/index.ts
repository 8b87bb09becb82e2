/** The form editor (issue 32) offers nothing to other features: its routes only. */
export { formTemplateRoutes } from './routes';
