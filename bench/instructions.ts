// Instruction counts of the score distribution (`npm run bench:instructions`; built to dist/bench/instructions.js):
// a figure that does not swing with the machine, for comparing two versions of the kernels where wall and CPU
// time on a shared virtual machine swing by 10–30% from minute to minute. Runs the distribution's first
// --layers layers (default 6) under valgrind's cachegrind with V8 made deterministic (--predictable, fixed seeds,
// WebAssembly compiled by the optimizing tier at once), less a run of no layers (Node starting, the table
// read). Repeat runs agree to about 0.01%. Needs valgrind (Debian: apt-get install valgrind).
// Options: --layers K, --variant V (default standard), --json.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { solveRules } from '../src/shared/solver';

const { values: args } = parseArgs({
  options: { layers: { type: 'string' }, variant: { type: 'string' }, json: { type: 'boolean' } },
});
const variant = (args.variant ?? 'standard') as Variant;
const boxes = makeRules(variant).boxes.length;
const layers = Number(args.layers ?? 6);
if (!Number.isInteger(layers) || layers < 1 || layers > boxes) {
  throw new Error(
    `--layers takes a whole number from 1 to ${boxes} (the boxes of ${variant}), not ${args.layers}`,
  );
}
const workload = path.join(path.dirname(fileURLToPath(import.meta.url)), 'distribution-layers.js');

/** Instructions valgrind counted for the workload with `k` layers. */
async function instructions(table: string, k: number): Promise<number> {
  const child = spawn(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      // V8 writes and rewrites machine code on the heap.
      '--smc-check=all-non-file',
      process.execPath,
      '--predictable',
      '--random-seed=7',
      '--hash-seed=7',
      '--no-liftoff',
      workload,
      '--table',
      table,
      '--layers',
      String(k),
      '--variant',
      variant,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`valgrind could not run (${error.message}); Debian: apt-get install valgrind`)),
    );
    child.on('close', resolve);
  });
  const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  if (status !== 0 || !refs) throw new Error(`the workload failed under valgrind:\n${stderr.slice(-2000)}`);
  return Number(refs[1]!.replaceAll(',', ''));
}

const dir = await mkdtemp(path.join(tmpdir(), 'yacht-instructions-'));
try {
  const table = path.join(dir, 'table.bin');
  const { values } = solveRules(makeRules(variant));
  await writeFile(table, new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  const start = performance.now();
  // Both at once, one per core.
  const [base, all] = await Promise.all([instructions(table, 0), instructions(table, layers)]);
  const figures = { variant, layers, instructions: all! - base!, baseline: base! };
  process.stdout.write(
    `Distribution instructions (${variant}, layers 0..${layers - 1}): ${figures.instructions.toLocaleString('en')}` +
      ` (baseline ${figures.baseline.toLocaleString('en')} subtracted; ${((performance.now() - start) / 1000).toFixed(0)} s under valgrind)\n`,
  );
  if (args.json) process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
