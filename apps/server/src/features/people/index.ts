export { peopleRoutes } from './routes';
export { answeringRefusals, refusalAsHttp } from './refusals';
