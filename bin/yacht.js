#!/usr/bin/env node
// The `yacht` command: runs the bundled CLI that `npm ci` (prepare) builds into dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error('yacht: the CLI is not built yet; run `npm run build:node` (npm ci does it for you).');
  process.exit(1);
}
await import(pathToFileURL(cli).href);
