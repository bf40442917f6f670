export * from './auth';
export * from './platform';
export * from './profiles';
export * from './visits';
export * from './tokens';
export * from './billing';
export * from './corpus';
export * from './courtlistener';
