export * from './types';
export * from './scoring';
export * from './variants';
export * from './choices';
export * from './sheet';
