// Playing to win: the chance to reach a target or to win the table, exactly where the game left fits the
// engine's budget (docs/win.md).

export * from './utility';
export * from './outcome-analysis';
export { turnWork, type SeatState } from './outcome-solver';
export * from './seat-distribution';
export * from './win-utility';
export * from './win-analysis';
export * from './win-options';
export * from './others';
