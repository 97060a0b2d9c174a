// A simulation worker thread (bundled to dist/sim-worker.cjs): builds its bots once from the init message,
// then plays the ranges of games the pool hands it and posts back their results.

import { parentPort } from 'node:worker_threads';
import { createLayout, shareKeepChoices, SharedKeepChoices } from '../../shared/solver';
import { GamePlayer, rulesOfSpec } from './games';
import type { FromWorker, ToWorker } from './sim-protocol';

const port = parentPort;
if (!port) throw new Error('sim-worker.cjs runs as a worker thread of the simulation pool');

let player: GamePlayer | null = null;

function post(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

port.on('message', (message: ToWorker) => {
  try {
    if (message.type === 'init') {
      const rules = rulesOfSpec(message.spec);
      const table = message.table
        ? { layout: createLayout(rules), values: new Float64Array(message.table) }
        : undefined;
      if (table && table.values.length !== table.layout.size) {
        throw new Error(`the table holds ${table.values.length} values, the rules need ${table.layout.size}`);
      }
      if (table && message.choices) shareKeepChoices(table, new SharedKeepChoices(message.choices));
      player = new GamePlayer(message.spec, { table, valuation: message.valuation ?? undefined });
      post({ type: 'ready' });
      return;
    }
    if (!player) throw new Error('run before init');
    const { totals, bonus, yacht } = player.playRange(message.from, message.to);
    post({ type: 'done', from: message.from, to: message.to, totals, bonus, yacht }, [
      totals.buffer as ArrayBuffer,
      bonus.buffer as ArrayBuffer,
      yacht.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    post({ type: 'error', message: err.message, ...(err.stack ? { stack: err.stack } : {}) });
  }
});
