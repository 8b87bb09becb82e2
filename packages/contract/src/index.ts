export * from './roles';
export * from './routes';
export * from './constants';
export * from './validation';
export * from './api';
export * from './admission';
export * from './endpoints';
export * from './sign-in';
