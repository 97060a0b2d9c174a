// Bundles the Electron-free Node programs (CLI, solver and simulation workers, browser-mode server, benchmarks)
// into dist/.
// Runs on `npm ci` (prepare), so `npx yacht` works right after install.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const entries = {
  cli: 'src/main/cli/main.ts',
  server: 'src/main/server/main.ts',
  'bench/solver': 'bench/solver.ts',
  'bench/coach-latency': 'bench/coach-latency.ts',
  'bench/coach-parts': 'bench/coach-parts.ts',
  'bench/replay': 'bench/replay.ts',
  'bench/variants': 'bench/variants.ts',
  'bench/distribution-check': 'bench/distribution-check.ts',
  'bench/instructions': 'bench/instructions.ts',
  'bench/distribution-layers': 'bench/distribution-layers.ts',
  'bench/online-load': 'bench/online-load.ts',
  'bench/solver-load': 'bench/solver-load.ts',
  'bench/bots': 'bench/bots.ts',
  'bench/win-table': 'bench/win-table.ts',
  'bench/first-game': 'bench/first-game.ts',
  'bench/saves': 'bench/saves.ts',
  'bench/win': 'bench/win.ts',
  'bench/win-match': 'bench/win-match.ts',
};

// Worker threads: one CommonJS file each (dist/<name>.cjs), no chunks to import. A thread starting from an ES
// module first sets up Node's ES module loader: 10-15 ms more before a solve worker answers (docs/solver.md).
const workers = {
  'solver-worker': 'src/main/solver/worker.ts',
  'analysis-worker': 'src/main/solver/analysis-worker.ts',
  'sim-worker': 'src/main/sim/worker.ts',
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const BUNDLED = new Set(['zod', 'commander']);
const EXTERNAL = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !BUNDLED.has(name),
);

const entryPoints = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));

// Chunks are named by content: old ones go, so dist/ holds only what the entries import.
rmSync('dist/chunks', { recursive: true, force: true });

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  // A module loaded by import() (the CLI's online backend) becomes its own chunk with its own packages, so
  // the commands that never load it do not pay for them at start-up.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Packages stay outside the bundles, but for the two every command loads: bundled, they start faster (one
  // file to read instead of dozens to resolve).
  external: EXTERNAL,
  // commander is CommonJS and requires node:events: an ES module gets `require` from createRequire.
  banner: {
    js: "import { createRequire as yachtRequire } from 'node:module';\nconst require = yachtRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

await build({
  entryPoints: workers,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: EXTERNAL,
  logLevel: 'warning',
});
