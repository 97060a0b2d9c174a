// A score distribution on the solve workers (distribution.ts): every worker works out moves of the layer's
// groups, claiming chunks as in a solve; one worker carries the chance along them, layer after layer, while
// the others go on with the next layer's moves. The others post their moves straight to it over ports of their
// own, never through the host: the moves live in the workers' shared memory, and a thread that holds a view of
// shared memory keeps all of it until that thread collects its garbage (the host rarely does; the workers are
// replaced after a distribution).

import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
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
  PostedMoves,
} from './worker-protocol';
import { layoutFor, tableOf } from './worker-layouts';
import { claimChunks, type ChunkProgress } from './worker-layers';

type Part = { readonly chunk: number; readonly moves: DistributionMoves };

/** This worker's planner (its policy kernel and scratch) for the table it last planned, and the job. */
let planner: { readonly id: number; job: number; readonly planner: DistributionPlanner } | null = null;

/**
 * Where this worker's moves of a job go: kept here by layer (the spreading worker), or posted over a port.
 */
let outlet: {
  readonly job: number;
  readonly port: MessagePort | null;
  readonly kept: Map<number, Part[]>;
} | null = null;

/**
 * Moves go to the spreading worker in shared memory, each layer's in one of two lists, so the lists are reused
 * without a copy: the spreading worker carries layer k's chance before it takes part in layer k + 1's moves,
 * and layer k + 2's start only when every worker is done with k + 1's (runLayer), so nobody still reads what is
 * rewritten.
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
  if (outlet?.job !== call.job) {
    outlet?.port?.close();
    outlet = { job: call.job, port: call.toSpreader ?? null, kept: new Map() };
  }
  const plan = planner.planner;
  const reached = new Uint8Array(call.reached);
  if (reached.length !== table.layout.size) {
    throw new Error(`reached holds ${reached.length} states, the layout has ${table.layout.size}`);
  }
  const masks = table.layout.layers[call.layer]?.length ?? 0;
  const parts: Part[] = [];
  const result = claimChunks(call, onChunk, (chunk, chunks, shouldCancel) => {
    // Chunk c: a run of masks, so the chunks in order are the layer's states in order.
    const from = Math.floor((chunk * masks) / chunks);
    const to = Math.floor(((chunk + 1) * masks) / chunks);
    if (to > from) {
      parts.push({ chunk, moves: plan.layerMoves(call.layer, from, to, reached, shouldCancel) });
    }
  });
  if (outlet.port) {
    outlet.port.postMessage({ job: call.job, layer: call.layer, parts } satisfies PostedMoves);
  } else outlet.kept.set(call.layer, parts);
  return { ...result, parts: parts.map((p) => p.chunk) };
}

/** The job whose chance this worker is carrying, with the other workers' ports and moves posted ahead. */
let spreading: {
  readonly job: number;
  readonly spreader: DistributionSpreader;
  readonly ports: readonly MessagePort[];
  readonly posted: Map<number, Part[]>;
} | null = null;

export function distributionSpread(call: DistributionSpreadCall): null {
  if (spreading?.job !== call.job) {
    closePorts();
    spreading = {
      job: call.job,
      spreader: new DistributionSpreader(layoutFor(call.fingerprint, call.rules)),
      ports: call.fromWorkers ?? [],
      posted: new Map(),
    };
  }
  const { posted, ports } = spreading;
  // Every other worker posted its moves of the layer before it answered the host, and the host asks for the
  // spread only once all have answered: they are waiting on the ports now (and maybe the next layer's too).
  for (const port of ports) {
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
      const moves = message.message as PostedMoves;
      if (moves.job !== call.job) continue;
      posted.set(moves.layer, [...(posted.get(moves.layer) ?? []), ...moves.parts]);
    }
  }
  const own = outlet?.job === call.job ? (outlet.kept.get(call.layer) ?? []) : [];
  outlet?.kept.delete(call.layer);
  const parts = [...own, ...(posted.get(call.layer) ?? [])].sort((a, b) => a.chunk - b.chunk);
  posted.delete(call.layer);
  const expected = [...call.chunks].sort((a, b) => a - b);
  if (parts.length !== expected.length || parts.some((p, i) => p.chunk !== expected[i])) {
    throw new Error(
      `the moves of layer ${call.layer} are chunks ${parts.map((p) => p.chunk).join(',')}, expected ${expected.join(',')}`,
    );
  }
  spreading.spreader.spread(parts.map((p) => p.moves));
  return null;
}

export function distributionResult(call: DistributionResultCall): Float64Array {
  if (spreading?.job !== call.job) throw new Error(`no score distribution ${call.job} is being worked out`);
  const result = spreading.spreader.result();
  closePorts();
  spreading = null;
  if (outlet?.job === call.job) outlet = null;
  return encodeDistribution(result);
}

function closePorts(): void {
  for (const port of spreading?.ports ?? []) port.close();
}
