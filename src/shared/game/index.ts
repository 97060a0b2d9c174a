// The game engine: a pure state machine over an append-only event log.

export * from './types';
export * from './errors';
export * from './random';
export * from './dice-grid';
export { advance, replay } from './state';
export * from './actions';
export * from './queries';
export * from './ranking';
export * from './target';
export * from './match';
export * from './log';
export * from './game-file';
export { liveEvents } from './live';
export { isDecision } from './undo';
export { EVENT_SCHEMAS } from './schema';
export { seatLabel } from './legality';
export { checkBotKeep, realDiceWait, type RealDiceWait } from './real-dice';
