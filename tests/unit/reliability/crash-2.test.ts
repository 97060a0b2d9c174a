// Shard 2 of the crash test (crash-run.ts).
import { describeCrashes } from './crash-run';

describeCrashes(1);
