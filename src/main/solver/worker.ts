// A solver worker thread (bundled to dist/solver-worker.js). The solve workers help solve one layer at a time
// into the shared value table (and, once it is solved, its bonus chance), claiming chunks of the layer until
// none is left; the host hands out the layers in order and waits for every worker between them. The analysis
// worker grades games and ranks positions for the coach over the same shared tables.

import { parentPort, threadId } from 'node:worker_threads';
import {
  serializeError,
  type ResultOf,
  type WorkerCall,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';
import { gradeLog, rankPosition, replayOf, valuationOf } from './worker-analysis';
import { distributionMoves, distributionResult, distributionSpread } from './worker-distribution';
import { bonusLayer, solveLayer } from './worker-layers';

const port = parentPort;
if (!port) throw new Error('solver-worker.js runs as a worker thread of the solver host');

function post(message: WorkerResponse): void {
  port?.postMessage(message);
}

function run(request: WorkerRequest): ResultOf<WorkerCall> {
  const progress = (done: number, total: number): void =>
    post({ type: 'progress', id: request.id, done, total });
  switch (request.type) {
    case 'solve-layer':
      return solveLayer(request, progress);
    case 'bonus-layer':
      return bonusLayer(request, progress);
    case 'grade-log':
      return gradeLog(request);
    case 'replay':
      return replayOf(request);
    case 'rank-options':
      return rankPosition(request);
    case 'distribution-moves':
      return distributionMoves(request, progress);
    case 'distribution-spread':
      return distributionSpread(request);
    case 'distribution-result':
      return distributionResult(request);
    case 'valuation':
      return valuationOf(request);
    case 'ping':
      return { threadId };
    default:
      throw new Error(`unknown request ${JSON.stringify((request as { type?: unknown }).type)}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  try {
    const result = run(request);
    post({ type: 'result', id: request.id, result });
  } catch (error) {
    post({ type: 'error', id: request.id, error: serializeError(error) });
  }
});
