export * from './auth';
export * from './platform';
export * from './profiles';
export * from './visits';
