// The analysis worker thread (bundled to dist/analysis-worker.cjs): grades games, ranks positions, analyses
// replays for the coach and fits Hard's valuation of new rules, over the host's shared tables. Made ready for
// a rule set (prepare) while the solve workers solve it. The one for past games' analyses gives way to the live
// game's (AnalysisWorkerData).

import { workerData } from 'node:worker_threads';
import { giveWay } from './thread-priority';
import { gradeLog, rankPosition, replayOf, replayWinOf, valuationOf, winOptionsOf } from './worker-analysis';
import { preparePlans } from './worker-layers';
import { isAnalysisWorkerData } from './worker-protocol';
import { serveCalls } from './worker-serve';

if (isAnalysisWorkerData(workerData) && workerData.giveWay) giveWay();

serveCalls('analysis-worker.cjs', {
  'grade-log': gradeLog,
  replay: replayOf,
  'replay-win': replayWinOf,
  'rank-options': rankPosition,
  'win-options': winOptionsOf,
  valuation: valuationOf,
  prepare: preparePlans,
});
