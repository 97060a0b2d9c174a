// The coach's analyses in the analysis worker: a game's decisions graded, a position's options ranked, a game's
// replay analysed, with the
// shared coach functions over tables shared with the host (never copied). The table objects built on them are
// kept by fingerprint, so what the coach functions cache per table (turn scratch) lives across calls.

import {
  decisionsOf,
  gradeDecisions,
  rankOptions,
  type Grade,
  type PositionOptions,
} from '../../shared/coach';
import { deriveValuation, type EncodedValuation } from '../../shared/bots';
import { VALUATION_GAMES, VALUATION_SEED } from '../sim/valuations';
import { replayAnalysis, replayWinPart, type ReplayAnalysis, type ReplayWinPart } from '../../shared/replay';
import { WinOutcomes, type WinOptions } from '../../shared/solver/win';
import type {
  GradeLogCall,
  RankOptionsCall,
  ReplayCall,
  ReplayWinCall,
  ValuationCall,
  WinOptionsCall,
} from './worker-protocol';
import { tableOf } from './worker-layouts';

export function gradeLog(call: GradeLogCall): Grade[] {
  const { table } = tableOf(call.table);
  return gradeDecisions(table, decisionsOf(call.events, call.from));
}

export function rankPosition(call: RankOptionsCall): PositionOptions {
  const { table, bonusChance } = tableOf(call.table);
  return rankOptions(table, call.position, call.mode, { bonusChance });
}

/** The last few turns' win solves of this worker: a turn's later decisions are read from its first's. */
const winOutcomes = new WinOutcomes();

export function winOptionsOf(call: WinOptionsCall): WinOptions {
  return winOutcomes.options(tableOf(call.table).table, call.request, call.options);
}

export function replayOf(call: ReplayCall): ReplayAnalysis {
  return replayAnalysis(tableOf(call.table).table, call.events);
}

/** One turn of a game of two or more seats in win chance, at the replay's work budget. */
export function replayWinOf(call: ReplayWinCall): ReplayWinPart {
  return replayWinPart(tableOf(call.table).table, call.events, call.from, call.scored);
}

/** Hard's valuation of rules it has none committed for, fitted as the committed ones are (same games, seed). */
export function valuationOf(call: ValuationCall): EncodedValuation {
  return deriveValuation(tableOf(call.table).table, VALUATION_GAMES, VALUATION_SEED);
}
