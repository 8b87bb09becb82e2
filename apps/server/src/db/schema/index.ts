/** Every table, by domain; drizzle-kit reads this index (drizzle.config.ts). */
export * from './geography';
export * from './programme';
export * from './people';
export * from './auth';
export * from './mail';
export * from './admission';
export * from './jobs';
export * from './cal';
export * from './modules';
export * from './chat';
export * from './calendar';
export * from './field-assignment';
export * from './profiles';
export * from './reports';
export * from './bulk-mail';
export * from './audit';
