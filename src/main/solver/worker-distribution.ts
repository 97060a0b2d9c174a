// A score distribution on the solve workers (distribution.ts): every worker works out moves of the layer's
// groups, claiming chunks as in a solve; one worker carries the chance along them, layer after layer, while
// the others go on with the next layer's moves.

import {
  DistributionPlanner,
  DistributionSpreader,
  encodeDistribution,
  type DistributionMoves,
} from '../../shared/solver';
import type {
  DistributionMovesCall,
  DistributionMovesResult,
  DistributionResultCall,
  DistributionSpreadCall,
} from './worker-protocol';
import { layoutFor, tableOf } from './worker-layouts';
import { claimChunks, type ChunkProgress } from './worker-layers';

/** This worker's planner (its policy kernel and scratch) for the table it last planned, and the job. */
let planner: { readonly id: number; job: number; readonly planner: DistributionPlanner } | null = null;

/**
 * Moves go to the host in shared memory, each layer's in one of two lists, so the lists are reused without a
 * copy: the first worker carries layer k's chance before it takes part in layer k + 1's moves, and layer k +
 * 2's start only when every worker is done with k + 1's (runLayer), so nobody still reads what is rewritten.
 */
const sharedLists = { memory: (bytes: number) => new SharedArrayBuffer(bytes), lists: 2 };

export function distributionMoves(
  call: DistributionMovesCall,
  onChunk: ChunkProgress,
): DistributionMovesResult {
  const { table } = tableOf(call.table);
  if (planner?.id !== call.table.id) {
    planner = {
      id: call.table.id,
      job: call.job,
      planner: new DistributionPlanner(table, 'auto', sharedLists),
    };
  } else if (planner.job !== call.job) {
    // A job left unfinished may still be read: a new job writes elsewhere.
    planner.job = call.job;
    planner.planner.restart();
  }
  const plan = planner.planner;
  const reached = new Uint8Array(call.reached);
  if (reached.length !== table.layout.size) {
    throw new Error(`reached holds ${reached.length} states, the layout has ${table.layout.size}`);
  }
  const masks = table.layout.layers[call.layer]?.length ?? 0;
  const parts: { chunk: number; moves: DistributionMoves }[] = [];
  const result = claimChunks(call, onChunk, (chunk, chunks, shouldCancel) => {
    // Chunk c: a run of masks, so the chunks in order are the layer's states in order.
    const from = Math.floor((chunk * masks) / chunks);
    const to = Math.floor(((chunk + 1) * masks) / chunks);
    if (to > from) {
      parts.push({ chunk, moves: plan.layerMoves(call.layer, from, to, reached, shouldCancel) });
    }
  });
  return { ...result, parts };
}

/** The job whose chance this worker is carrying. */
let spreading: { readonly job: number; readonly spreader: DistributionSpreader } | null = null;

export function distributionSpread(call: DistributionSpreadCall): null {
  if (spreading?.job !== call.job) {
    spreading = {
      job: call.job,
      spreader: new DistributionSpreader(layoutFor(call.fingerprint, call.rules)),
    };
  }
  spreading.spreader.spread(call.parts);
  return null;
}

export function distributionResult(call: DistributionResultCall): Float64Array {
  if (spreading?.job !== call.job) throw new Error(`no score distribution ${call.job} is being worked out`);
  const result = spreading.spreader.result();
  spreading = null;
  return encodeDistribution(result);
}
