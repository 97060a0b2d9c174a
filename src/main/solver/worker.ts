// A solve worker thread (bundled to dist/solver-worker.cjs). The solve workers solve the shared value table
// together, layer after layer, claiming chunks of each layer until none is left and meeting at its end in
// shared memory; once it is solved, they make its bonus chance and score distribution a layer per call from
// the host. It loads only the solver (the coach's analyses are analysis-worker.ts).

import { distributionMoves, distributionResult, distributionSpread } from './worker-distribution';
import { bonusLayer, prepare, solveLayers } from './worker-layers';
import { serveCalls } from './worker-serve';
import { giveWay } from './thread-priority';

giveWay();

serveCalls('solver-worker.cjs', {
  prepare,
  'solve-layers': solveLayers,
  'bonus-layer': bonusLayer,
  'distribution-moves': distributionMoves,
  'distribution-spread': distributionSpread,
  'distribution-result': distributionResult,
});
