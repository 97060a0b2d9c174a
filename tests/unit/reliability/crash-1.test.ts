// Shard 1 of the crash test (crash-run.ts).
import { describeCrashes } from './crash-run';

describeCrashes(0);
