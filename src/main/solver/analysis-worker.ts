// The analysis worker thread (bundled to dist/analysis-worker.cjs): grades games, ranks positions, analyses
// replays for the coach and fits Hard's valuation of new rules, over the host's shared tables. Made ready for
// a rule set (prepare) while the solve workers solve it.

import { gradeLog, rankPosition, replayOf, valuationOf } from './worker-analysis';
import { preparePlans } from './worker-layers';
import { serveCalls } from './worker-serve';

serveCalls('analysis-worker.cjs', {
  'grade-log': gradeLog,
  replay: replayOf,
  'rank-options': rankPosition,
  valuation: valuationOf,
  prepare: preparePlans,
});
