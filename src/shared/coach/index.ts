// The coach: decisions of a game graded against perfect play, ranked options with the solver facts behind them.

export * from './types';
export * from './classes';
