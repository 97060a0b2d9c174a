export * from './types';
export * from './scoring';
export * from './variants';
export * from './choices';
export * from './sheet';
export * from './custom';
export * from './custom-check';
export * from './choice';
