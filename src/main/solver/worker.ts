// A solve worker thread (bundled to dist/solver-worker.js). The solve workers help solve one layer at a time
// into the shared value table (and, once it is solved, its bonus chance and score distribution), claiming
// chunks of the layer until none is left; the host hands out the layers in order. It loads only the solver: a
// solve's first layer waits for the slowest worker to start (the coach's analyses are analysis-worker.ts).

import { distributionMoves, distributionResult, distributionSpread } from './worker-distribution';
import { bonusLayer, prepare, solveLayer } from './worker-layers';
import { serveCalls } from './worker-serve';

serveCalls('solver-worker.js', {
  prepare,
  'solve-layer': solveLayer,
  'bonus-layer': bonusLayer,
  'distribution-moves': distributionMoves,
  'distribution-spread': distributionSpread,
  'distribution-result': distributionResult,
});
