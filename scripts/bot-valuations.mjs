// Rewrites src/shared/bots/valuations.json, Hard's valuations: solves every rule set, plays Perfect games and
// fits the valuation (src/main/sim/valuations.ts). Deterministic: the same code writes the same file.
// Usage: node scripts/bot-valuations.mjs
import { build } from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const target = 'src/shared/bots/valuations.json';
// Bundled under .tmp/ so the bundle finds node_modules.
await mkdir('.tmp', { recursive: true });
const dir = await mkdtemp(path.join('.tmp', 'valuations-'));
try {
  const bundle = path.join(dir, 'valuations.mjs');
  await build({
    entryPoints: ['src/main/sim/valuations.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const { generateValuations } = await import(pathToFileURL(path.resolve(bundle)).href);
  const file = generateValuations((line) => console.log(line));
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(JSON.stringify(file), { ...options, filepath: target });
  await writeFile(target, text);
  console.log(`wrote ${target}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
