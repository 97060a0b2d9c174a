// The whole-game threshold table (`npm run bench:win-table`; built to dist/bench/win-table.js): the chance to
// reach every final total from the empty sheet, each target under the play best for it, in one exact backward
// pass of the win engine over every state of the game (solver/win reachCurve, no horizon, no budget). Prints
// the wall and CPU time, the states solved, the most row memory held at once, and what keeping every state's
// row would take (float32), to set beside the published 5-20 hours and 1.6 GB.
// Options: --variant V (default standard), --second-yacht on|off (standard; default off, as the published
// table), --top T (default: the highest total the rules allow without extra yachts), --json.

import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { createLayout, ROLLS, solveRules } from '../src/shared/solver';
import { reachCurve } from '../src/shared/solver/win';
import { loadAverage } from './machine';

const { values: args } = parseArgs({
  options: {
    variant: { type: 'string' },
    'second-yacht': { type: 'string' },
    top: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const variant = (args.variant ?? 'standard') as Variant;
const secondYacht = (args['second-yacht'] ?? 'off') === 'on';
const rules = makeRules(variant, variant === 'standard' ? { secondYacht } : {});
// The most a game can score without extra yachts: every box at its best roll, and the bonus.
const layout = createLayout(rules);
let highest = rules.bonus?.points ?? 0;
for (let b = 0; b < layout.boxCount; b++) {
  let best = 0;
  for (let r = 0; r < ROLLS; r++) best = Math.max(best, layout.points[b * ROLLS + r]!);
  highest += best;
}
const top = Number(args.top ?? highest);
if (!Number.isInteger(top) || top < 1)
  throw new Error(`--top takes a whole number of points, not ${args.top}`);

const table = solveRules(rules);
const load = loadAverage();
const wall0 = performance.now();
const cpu0 = process.cpuUsage();
const curve = reachCurve(table, {}, 0, top, { horizon: Infinity, budget: Infinity });
const cpu = process.cpuUsage(cpu0);
const seconds = (performance.now() - wall0) / 1000;
const result = {
  rules: rules.name,
  secondYacht,
  top,
  exact: curve.exact,
  seconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  states: curve.states,
  peakRowMegabytes: curve.peakBytes / 2 ** 20,
  wholeTableMegabytesFloat32: (curve.states * (top + 1) * 4) / 2 ** 20,
  chances: Object.fromEntries(
    [100, 150, 200, 250, 300, 350].filter((t) => t <= top).map((t) => [t, curve.chances[t]]),
  ),
  loadAverage: load,
};
if (args.json) console.log(JSON.stringify(result));
else {
  console.log(
    `${result.rules}${variant === 'standard' ? ` (second yacht ${secondYacht ? 'on' : 'off'})` : ''}: every target to ${top}`,
  );
  console.log(
    `  ${seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU, ${curve.states} states, exact: ${curve.exact}`,
  );
  console.log(
    `  rows held at most ${result.peakRowMegabytes.toFixed(0)} MB; every state's row kept (float32) would be ${result.wholeTableMegabytesFloat32.toFixed(0)} MB`,
  );
  for (const [t, p] of Object.entries(result.chances)) console.log(`  P(total >= ${t}) = ${p!.toFixed(6)}`);
  console.log(`  load average ${load}`);
}
