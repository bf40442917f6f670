export * from './chosen-court';
export * from './choices';
export * from './intake';
