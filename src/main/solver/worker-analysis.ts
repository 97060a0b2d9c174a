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
import type { ValueTable } from '../../shared/solver';
import { replayAnalysis, type ReplayAnalysis } from '../../shared/replay';
import type {
  GradeLogCall,
  RankOptionsCall,
  ReplayCall,
  SharedTableRef,
  ValuationCall,
} from './worker-protocol';
import { layoutFor } from './worker-layouts';

interface Kept {
  readonly id: number;
  readonly table: ValueTable;
  bonusChance: Float64Array | null;
}

const MAX_TABLES = 4;
const tables = new Map<string, Kept>();

export function tableOf(ref: SharedTableRef): Kept {
  let kept = tables.get(ref.fingerprint);
  if (!kept || kept.id !== ref.id) {
    const layout = layoutFor(ref.fingerprint, ref.rules);
    const values = new Float64Array(ref.values);
    if (values.length !== layout.size) {
      throw new Error(`value table holds ${values.length} values, the layout needs ${layout.size}`);
    }
    kept = { id: ref.id, table: { layout, values }, bonusChance: null };
    tables.delete(ref.fingerprint);
    if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value as string);
    tables.set(ref.fingerprint, kept);
  }
  // The bonus chance comes later than the table (computed in the background): taken when it is sent.
  if (kept.bonusChance === null && ref.bonusChance !== null)
    kept.bonusChance = new Float64Array(ref.bonusChance);
  return kept;
}

export function gradeLog(call: GradeLogCall): Grade[] {
  const { table } = tableOf(call.table);
  return gradeDecisions(table, decisionsOf(call.events, call.from));
}

export function rankPosition(call: RankOptionsCall): PositionOptions {
  const { table, bonusChance } = tableOf(call.table);
  return rankOptions(table, call.position, call.mode, { bonusChance });
}

export function replayOf(call: ReplayCall): ReplayAnalysis {
  return replayAnalysis(tableOf(call.table).table, call.events);
}

/** Hard's valuation of rules it has none committed for, fitted as the committed ones are (same games, seed). */
export function valuationOf(call: ValuationCall): EncodedValuation {
  return deriveValuation(tableOf(call.table).table, VALUATION_GAMES, VALUATION_SEED);
}
