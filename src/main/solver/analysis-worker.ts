// The analysis worker thread (bundled to dist/analysis-worker.js): grades games, ranks positions, analyses
// replays for the coach and fits Hard's valuation of new rules, over the host's shared tables.

import { gradeLog, rankPosition, replayOf, valuationOf } from './worker-analysis';
import { serveCalls } from './worker-serve';

serveCalls('analysis-worker.js', {
  'grade-log': gradeLog,
  replay: replayOf,
  'rank-options': rankPosition,
  valuation: valuationOf,
});
