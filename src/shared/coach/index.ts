// The coach: decisions of a game graded against perfect play, ranked options with the solver facts behind them.

export * from './types';
export * from './classes';
export { decisionsMade, decisionsOf, type DecisionsMade } from './decisions';
export { boxLabel, choiceWords, keptDiceText } from './choice-words';
export { keepChoice, sameChoice, scoreChoice } from './choice';
export { rankOptions, type RankExtras } from './options';
export { valuedOptions, type OptionsMode } from './valued';
export { gradeDecision, gradeDecisions } from './grade';
export { factsFor, BONUS_TEXT, BOX_FACTS, PATTERN_FACTS } from './facts';
export { ACCURACY_SCALE, accuracyOf, decisionAccuracy } from './accuracy';
export { keepPositions } from './keep-positions';
export { WIN_GRADE_THRESHOLDS, winGradeOf, winLossFloor } from './win-grade';
export { LEVEL_CHANCE, gradeWin, winBestOption, withWinChances, type WinAnswers } from './win-chances';
export { gradePartingWords, partingWords, positionPartingWords, winNote } from './win-words';
