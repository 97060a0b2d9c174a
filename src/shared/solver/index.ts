export * from './dice-tables';
export * from './layout';
export * from './kernel';
export * from './solve';
export * from './analyze';
export * from './state-key';
export * from './turn-plan';
export * from './bonus-chance';
