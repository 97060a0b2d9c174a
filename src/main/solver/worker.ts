// A solver worker thread (bundled to dist/solver-worker.js). It helps solve one layer at a time into the shared
// value table, claiming chunks of the layer until none is left; the host hands out the layers in order and
// waits for every worker between them.

import { parentPort, threadId } from 'node:worker_threads';
import {
  createLayout,
  createScratch,
  solveLayerPart,
  SolveCancelled,
  type SolverLayout,
} from '../../shared/solver';
import {
  CONTROL_CANCEL,
  CONTROL_FENCE,
  CONTROL_NEXT_CHUNK,
  serializeError,
  type ResultOf,
  type SolveLayerCall,
  type WorkerCall,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';

const port = parentPort;
if (!port) throw new Error('solver-worker.js runs as a worker thread of the solver host');

/** Layouts by rules fingerprint (a few rule sets at most; the oldest goes first). */
const layouts = new Map<string, SolverLayout>();
const MAX_LAYOUTS = 4;
const scratch = createScratch();

function layoutFor(call: SolveLayerCall): SolverLayout {
  let layout = layouts.get(call.fingerprint);
  if (!layout) {
    layout = createLayout(call.rules);
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
    layouts.set(call.fingerprint, layout);
  }
  return layout;
}

function post(message: WorkerResponse): void {
  port?.postMessage(message);
}

function solveLayer(id: number, call: SolveLayerCall): ResultOf<SolveLayerCall> {
  const start = performance.now();
  const layout = layoutFor(call);
  const values = new Float64Array(call.values);
  if (values.length !== layout.size) {
    throw new Error(`value table holds ${values.length} values, the layout needs ${layout.size}`);
  }
  const control = new Int32Array(call.control);
  const shouldCancel = (): boolean => Atomics.load(control, CONTROL_CANCEL) !== 0;
  // Acquire: see every value the other workers wrote into the previous layer.
  Atomics.load(control, CONTROL_FENCE);
  const chunks = Math.max(1, call.chunks);
  let solved = 0;
  for (;;) {
    if (shouldCancel()) throw new SolveCancelled();
    const chunk = Atomics.add(control, CONTROL_NEXT_CHUNK, 1);
    if (chunk >= chunks) break;
    solveLayerPart(layout, values, call.layer, chunk, chunks, scratch, shouldCancel);
    solved++;
    post({ type: 'progress', id, done: solved, total: chunks });
  }
  // Release: publish this worker's writes before the host hands out the next layer.
  Atomics.add(control, CONTROL_FENCE, 1);
  return { layer: call.layer, chunks: solved, milliseconds: performance.now() - start };
}

function run(request: WorkerRequest): ResultOf<WorkerCall> {
  switch (request.type) {
    case 'solve-layer':
      return solveLayer(request.id, request);
    case 'ping':
      return { threadId };
    default:
      throw new Error(`unknown request ${JSON.stringify((request as { type?: unknown }).type)}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  try {
    post({ type: 'result', id: request.id, result: run(request) });
  } catch (error) {
    post({ type: 'error', id: request.id, error: serializeError(error) });
  }
});
