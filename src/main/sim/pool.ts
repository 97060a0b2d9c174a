// Runs a simulation's games on worker threads (or in this thread with workers 0): ranges of games are handed
// out as workers free up and their results written at the games' own indices, so the outcome is the same for
// any number of workers. The solved table goes to the workers as one SharedArrayBuffer, never re-solved.

import { Worker } from 'node:worker_threads';
import { SHARED_CHOICES, SharedKeepChoices, type ValueTable } from '../../shared/solver';
import { GamePlayer, type GameResults, type RunResources, type RunSpec } from './games';
import type { FromWorker, ToWorker } from './sim-protocol';
import { findWorkerScript } from '../worker-script';

/** Games per range handed to a worker: small enough for a smooth progress bar and an even split. */
const RANGE = 50;

export interface RunOptions {
  /** Worker threads (0: play in this thread). */
  readonly workers: number;
  /** Fraction of the games played, 0..1. */
  readonly onProgress?: ((fraction: number) => void) | undefined;
  /** The worker script (default: findWorkerScript('sim-worker')). */
  readonly workerPath?: string | undefined;
}

function emptyResults(games: number, seats: number): GameResults {
  return {
    totals: new Int32Array(games * seats),
    bonus: new Uint8Array(games * seats),
    yacht: new Uint8Array(games * seats),
  };
}

function store(out: GameResults, part: GameResults, from: number, seats: number): void {
  out.totals.set(part.totals, from * seats);
  out.bonus.set(part.bonus, from * seats);
  out.yacht.set(part.yacht, from * seats);
}

/**
 * States the workers of a run of `games` games keep Perfect's choices for together: room for four new states a
 * game (20,000 games of standard meet about three), a power of two from 4,096 up to SHARED_CHOICES.
 */
export function sharedChoicesFor(games: number): number {
  return Math.min(SHARED_CHOICES, Math.max(4096, 2 ** Math.ceil(Math.log2(Math.max(1, games) * 4))));
}

/** The table's values in shared memory (the same memory when they already are). */
function sharedValues(table: ValueTable): SharedArrayBuffer {
  const { values } = table;
  if (
    values.buffer instanceof SharedArrayBuffer &&
    values.byteOffset === 0 &&
    values.byteLength === values.buffer.byteLength
  ) {
    return values.buffer;
  }
  const shared = new SharedArrayBuffer(values.byteLength);
  new Float64Array(shared).set(values);
  return shared;
}

/** Plays games 0..games-1 of the run. */
export async function runGames(
  spec: RunSpec,
  resources: RunResources,
  games: number,
  options: RunOptions,
): Promise<GameResults> {
  const seats = spec.seats.length;
  const out = emptyResults(games, seats);
  const workers = Math.min(options.workers, Math.ceil(games / RANGE));
  if (workers <= 0) {
    const player = new GamePlayer(spec, resources);
    for (let from = 0; from < games; from += RANGE) {
      const to = Math.min(games, from + RANGE);
      store(out, player.playRange(from, to), from, seats);
      options.onProgress?.(to / games);
    }
    return out;
  }
  const script = options.workerPath ?? findWorkerScript('sim-worker');
  const init: ToWorker = {
    type: 'init',
    spec,
    table: resources.table ? sharedValues(resources.table) : null,
    valuation: resources.valuation ?? null,
    // A state one worker has worked out serves the others.
    choices:
      resources.table && spec.seats.includes('perfect')
        ? new SharedKeepChoices(sharedChoicesFor(games)).buffer
        : null,
  };
  let next = 0;
  let played = 0;
  const threads: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const fail = (error: Error): void => reject(error);
      const handOut = (worker: Worker): void => {
        if (next >= games) {
          if (--running === 0) resolve();
          return;
        }
        const from = next;
        const to = Math.min(games, from + RANGE);
        next = to;
        const message: ToWorker = { type: 'run', from, to };
        worker.postMessage(message);
      };
      for (let i = 0; i < workers; i++) {
        const worker = new Worker(script, { name: 'yacht-sim' });
        threads.push(worker);
        running++;
        worker.on('error', (error) => fail(new Error(`simulation worker failed: ${error.message}`)));
        worker.on('exit', (code) => {
          if (code !== 0) fail(new Error(`simulation worker exited (code ${code})`));
        });
        worker.on('message', (message: FromWorker) => {
          switch (message.type) {
            case 'ready':
              handOut(worker);
              return;
            case 'done':
              store(out, message, message.from, seats);
              played += message.to - message.from;
              options.onProgress?.(played / games);
              handOut(worker);
              return;
            case 'error':
              fail(new Error(`simulation worker: ${message.message}`));
              return;
          }
        });
        worker.postMessage(init);
      }
    });
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
  return out;
}
