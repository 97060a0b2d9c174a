// Bundles the Electron-free Node programs (CLI, solver and simulation workers, browser-mode server, benchmarks)
// into dist/.
// Runs on `npm ci` (prepare), so `npx yacht` works right after install.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const entries = {
  cli: 'src/main/cli/main.ts',
  'solver-worker': 'src/main/solver/worker.ts',
  'analysis-worker': 'src/main/solver/analysis-worker.ts',
  'sim-worker': 'src/main/sim/worker.ts',
  server: 'src/main/server/main.ts',
  'bench/solver': 'bench/solver.ts',
  'bench/coach-latency': 'bench/coach-latency.ts',
  'bench/replay': 'bench/replay.ts',
  'bench/variants': 'bench/variants.ts',
  'bench/distribution-check': 'bench/distribution-check.ts',
  'bench/instructions': 'bench/instructions.ts',
  'bench/distribution-layers': 'bench/distribution-layers.ts',
  'bench/online-load': 'bench/online-load.ts',
  'bench/bots': 'bench/bots.ts',
};

const entryPoints = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
});
