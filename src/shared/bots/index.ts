// Bots at four levels behind one interface (types.ts): Easy, Medium, Hard and Perfect. See docs/bots.md.

import type { BotLevel, Seat } from '../game';
import type { RuleSet } from '../rules';
import type { ValueTable } from '../solver';
import type { WinPlay } from './perfect-win';
import { EasyBot } from './easy';
import { HardBot } from './hard';
import { MediumBot } from './medium';
import { PerfectBot } from './perfect';
import { PerfectWinBot } from './perfect-win';
import type { Bot } from './types';
import type { BoxValuation } from './valuation';
import { committedValuation, valuationFor } from './valuations';

export * from './types';
export { EasyBot } from './easy';
export { MediumBot } from './medium';
export { HardBot } from './hard';
export { PerfectBot } from './perfect';
export {
  PerfectWinBot,
  keepPositions,
  winDecision,
  winRequestOf,
  WIN_TURNS,
  type WinPlay,
} from './perfect-win';
export { playPerfectSolo, type SoloDecision, type SoloGame } from './perfect-solo';
export * from './play';
export * from './valuation';
export { committedValuation, valuationFor } from './valuations';

export interface BotResources {
  /** The solved table of the rules: Perfect needs it. */
  readonly table?: ValueTable;
  /** Hard's valuation (default: the committed one for the rules, valuationFor). */
  readonly valuation?: BoxValuation;
  /** How Perfect (to win) plays (default: to win every turn, within outcome-analysis.ts DEFAULT_BUDGET). */
  readonly win?: WinPlay;
}

/** Whether a level plays from a solution: the solver's value table of the rules. */
export function needsSolution(level: BotLevel): boolean {
  return level === 'perfect' || level === 'perfect-win';
}

/** Whether a level needs a valuation derived from the solved table: Hard, on rules it has none committed for. */
export function needsValuation(level: BotLevel, rules: RuleSet): boolean {
  return level === 'hard' && committedValuation(rules) === null;
}

/**
 * Whether this seat's bot waits for the rules' solution before it plays: Perfect, or Hard on rules with no
 * committed valuation (its valuation is made from the table). The one rule the backend (which prepares and
 * waits for the solution) and the setup page (which shows its progress) both go by.
 */
export function seatNeedsSolution(seat: Seat, rules: RuleSet): boolean {
  return seat.kind === 'bot' && (needsSolution(seat.level) || needsValuation(seat.level, rules));
}

/** A bot of `level` for these rules. */
export function createBot(level: BotLevel, rules: RuleSet, resources: BotResources = {}): Bot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'medium':
      return new MediumBot();
    case 'hard':
      return new HardBot(rules, resources.valuation ?? valuationFor(rules));
    case 'perfect':
      if (!resources.table) throw new Error('the Perfect bot needs the solved table of the rules');
      return new PerfectBot(resources.table);
    case 'perfect-win':
      if (!resources.table) throw new Error('the Perfect (to win) bot needs the solved table of the rules');
      return new PerfectWinBot(resources.table, resources.win);
  }
}
