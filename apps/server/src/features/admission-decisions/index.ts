/** Admission decisions (issue 32): the routes, and the decision itself for the demo seed. */
export { admissionDecisionRoutes } from './routes';
export { admitIn, rejectIn, type DecisionMail } from './service';
