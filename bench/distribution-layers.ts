// The workload bench/instructions.ts counts under valgrind (built to dist/bench/distribution-layers.js): the
// score distribution's first --layers layers (moves and chance) from a value table saved by the driver, so no
// solve runs under the counter. --layers 0 counts what every run pays (Node starting, the table read).

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { createLayout, DistributionPlanner, DistributionSpreader, startState } from '../src/shared/solver';

const { values: args } = parseArgs({
  options: { table: { type: 'string' }, layers: { type: 'string' }, variant: { type: 'string' } },
});
if (!args.table) throw new Error('--table FILE (a value table written by bench/instructions.ts) is needed');
const layout = createLayout(makeRules((args.variant ?? 'standard') as Variant));
const bytes = readFileSync(args.table);
const values = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
if (values.length !== layout.size)
  throw new Error(`${args.table} holds ${values.length} values, not ${layout.size}`);
const planner = new DistributionPlanner({ layout, values });
const spreader = new DistributionSpreader(layout);
const reached = new Uint8Array(layout.size);
reached[startState(layout)] = 1;
const layers = Math.min(Number(args.layers ?? 6), layout.boxCount);
for (let k = 0; k < layers; k++) {
  spreader.spread([planner.layerMoves(k, 0, layout.layers[k]!.length, reached)]);
}
