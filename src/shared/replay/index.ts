// Replaying a game: its course under perfect play (expected totals, grades, luck and skill exactly) and the
// shadow of Perfect on its dice.

export * from './course';
export * from './shadow';
export * from './real-dice';

export { MAX_TAKEN_BACK_SHOWN, replayAnalysis, type ReplayAnalysis } from './replay-analysis';
export * from './grade-report';
export * from './board';
export * from './chart-data';
export * from './navigation';
export * from './play-out';
export * from './win-course';
export * from './win-marks';
export * from './win-report';
export * from './win-chart';
