// `node dist/server.js [--port N] [--root DIR]`: the browser mode. Serves the built renderer
// (out/renderer by default) on 127.0.0.1 and prints the URL to open.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import packageJson from '../../../package.json';
import { createBackend } from './backend';
import { startServer } from './server';

interface Cli {
  port: number;
  root: string;
}

function parseCli(argv: string[]): Cli {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: node dist/server.js [--port N (default 0: any free port)] [--root DIR]');
    process.exit(0);
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be a number 0..65535');
  // dist/server.js sits one level below the project root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(values.root ?? path.join(here, '..', 'out', 'renderer'));
  return { port, root };
}

async function main(): Promise<void> {
  const cli = parseCli(process.argv.slice(2));
  if (!existsSync(path.join(cli.root, 'index.html'))) {
    console.error(`Warning: ${cli.root}/index.html is missing; build the renderer first (npm run build).`);
  }
  const server = await startServer({
    staticRoot: cli.root,
    api: createBackend({ version: packageJson.version }),
    port: cli.port,
    logError: (message) => console.error(`yacht server: ${message}`),
  });
  console.log(`Yacht is running at ${server.url}`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`yacht server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
