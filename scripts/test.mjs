// `npm test`: every check, side by side where they can be, on a machine with few cores.
//   wasm ─┬─ build (node bundles, then the Electron/renderer build) ─┬─ unit (vitest)
//         ├─ typecheck                                             └─ e2e (playwright, on that same build)
//         └─ lint
// The WebAssembly module comes first because typecheck, lint and the build all read its generated source.
// Each stage's output goes to test-results/stages/<stage>.log; a failed stage's is printed whole, a passed
// stage's last lines. It exits 1 when any stage fails, and ends with each stage's wall time.
// Stages to run can be named: `npm test -- unit e2e` (the build still comes first when they need it).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const logs = path.join(root, 'test-results', 'stages');
mkdirSync(logs, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** name → what it runs and what must pass first. */
const STAGES = {
  // `npm run build` in two steps: build:wasm, then the rest of build:node and electron-vite's build.
  wasm: { needs: [], commands: [['npm', 'run', '--silent', 'build:wasm']] },
  typecheck: { needs: ['wasm'], commands: [['npm', 'run', '--silent', 'typecheck']] },
  lint: { needs: ['wasm'], commands: [['npm', 'run', '--silent', 'lint']] },
  build: {
    needs: ['wasm'],
    commands: [
      ['node', 'scripts/build-node.mjs'],
      [bin('electron-vite'), 'build'],
    ],
  },
  unit: { needs: ['build'], commands: [[bin('vitest'), 'run']] },
  e2e: { needs: ['build'], commands: [[bin('playwright'), 'test']] },
};

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(name in STAGES)) {
    console.error(`npm test: no stage "${name}" (stages: ${Object.keys(STAGES).join(', ')})`);
    process.exit(2);
  }
}
/** The stages asked for and everything they need. */
const wanted = new Set();
const want = (name) => {
  if (wanted.has(name)) return;
  wanted.add(name);
  for (const need of STAGES[name].needs) want(need);
};
for (const name of asked.length > 0 ? asked : Object.keys(STAGES)) want(name);

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const since = () => seconds(Date.now() - started).padStart(8);
/** name → { ok, ms, log } once it ended (ok null: not run, as a stage it needs failed). */
const results = new Map();
const children = new Set();

/** Plain text in the logs: NO_COLOR (a FORCE_COLOR beside it, even 0, turns some tools' colours on). */
const env = { ...process.env, NO_COLOR: '1' };
delete env.FORCE_COLOR;

function runCommand(argv, out) {
  const [command, ...args] = argv;
  return new Promise((resolve) => {
    out.write(`$ ${argv.map((a) => path.relative(root, a) || a).join(' ')}\n`);
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    children.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => {
      out.write(`${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code !== 0) out.write(`(exit ${code ?? signal})\n`);
      resolve(code === 0);
    });
  });
}

const running = new Map();
function stage(name) {
  if (!running.has(name)) {
    running.set(
      name,
      (async () => {
        const needs = await Promise.all(STAGES[name].needs.map(stage));
        const log = path.join(logs, `${name}.log`);
        if (!needs.every(Boolean)) {
          results.set(name, { ok: null, ms: 0, log });
          return false;
        }
        const out = createWriteStream(log);
        const begun = Date.now();
        console.log(`${since()}  ${name}: started`);
        let ok = true;
        for (const argv of STAGES[name].commands) {
          ok = await runCommand(argv, out);
          if (!ok) break;
        }
        await new Promise((resolve) => out.end(resolve));
        const ms = Date.now() - begun;
        results.set(name, { ok, ms, log });
        console.log(`${since()}  ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
        return ok;
      })(),
    );
  }
  return running.get(name);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

await Promise.all([...wanted].map(stage));

const order = Object.keys(STAGES).filter((name) => wanted.has(name));
for (const name of order) {
  const { ok, log } = results.get(name);
  if (ok === null) continue;
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  const shown = ok ? lines.slice(-8) : lines;
  console.log(
    `\n── ${name} ${ok ? 'passed' : 'FAILED'} (${path.relative(root, log)}${ok ? ', last lines' : ''}) ──`,
  );
  console.log(shown.join('\n'));
}

console.log('\nstage       wall time');
for (const name of order) {
  const { ok, ms } = results.get(name);
  const status = ok === null ? 'not run' : ok ? 'passed' : 'FAILED';
  console.log(`${name.padEnd(10)}  ${ok === null ? '       -' : seconds(ms).padStart(8)}  ${status}`);
}
console.log(`${'total'.padEnd(10)}  ${seconds(Date.now() - started).padStart(8)}`);
process.exit(order.every((name) => results.get(name).ok === true) ? 0 : 1);
