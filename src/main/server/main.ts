// `node dist/server.js [--port N] [--data-dir DIR] [--root DIR] [--dice-seed S]`: the browser mode. Serves the
// built renderer (out/renderer by default) and the API on 127.0.0.1 and prints the URL to open.
// --dice-seed is for tests only: new games roll reproducible dice (docs/api.md).

import { parseArgs } from 'node:util';
import packageJson from '../../../package.json';
import { openAppBackend } from '../app';
import { keepServingOnUnhandledRejection } from '../runtime/keep-serving';
import { SolverHost } from '../solver/host';
import { dataDir } from '../storage/data-dir';
import { DataDirBusyError, lockDataDir } from '../storage/data-dir-lock';
import { checkRendererRoot, findRendererRoot, type RendererLookup } from './renderer-root';
import { startServer } from './server';

interface Cli {
  port: number;
  root: RendererLookup;
  dataDir: string;
  diceSeed: string | undefined;
}

const USAGE = `Usage: node dist/server.js [options]
  --port N         port on 127.0.0.1 (default 0: any free port)
  --data-dir DIR   where games, settings and solver tables are kept
                   (default $XDG_DATA_HOME/yacht or ~/.local/share/yacht)
  --root DIR       the built renderer (default: out/renderer, found beside this program)
  --dice-seed S    tests only: new games roll reproducible dice`;

/** The exit code when the data directory is another process's (or its lock file is not one Yacht wrote). */
const EXIT_BUSY = 2;

function parseCli(argv: string[]): Cli {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      root: { type: 'string' },
      'data-dir': { type: 'string' },
      'dice-seed': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be a number 0..65535');
  if (values['dice-seed'] === '') throw new Error('--dice-seed needs a value');
  const root = values.root === undefined ? findRendererRoot(import.meta.url) : checkRendererRoot(values.root);
  return { port, root, dataDir: dataDir(values['data-dir']), diceSeed: values['dice-seed'] };
}

async function main(): Promise<void> {
  const cli = parseCli(process.argv.slice(2));
  const logError = (message: string): void => console.error(`yacht server: ${message}`);
  keepServingOnUnhandledRejection(logError);
  // The directory first: a second server on it stops here, before the solver's workers start.
  const lock = await lockDataDir(cli.dataDir);
  if (lock.replaced !== null) logError(lock.replaced);
  // The API still answers without the pages (tests and scripts call it): said once, not refused.
  if (cli.root.kind === 'missing') console.error(`Warning: ${cli.root.message}`);
  // Where they were looked for first: a request for a page then answers 404.
  const staticRoot = cli.root.kind === 'found' ? cli.root.root : (cli.root.looked[0] ?? '.');
  const solver = new SolverHost({ dataDir: cli.dataDir, coach: true, onCacheWarning: logError });
  try {
    // Started now: the first game's solve then finds them running.
    solver.startWorkers();
    const backend = await openAppBackend({
      version: packageJson.version,
      dataDir: cli.dataDir,
      solver,
      diceSeed: cli.diceSeed,
      // Online tables serve the same renderer to joiners' browsers.
      staticRoot: cli.root.kind === 'found' ? cli.root.root : null,
      logError,
    });
    const server = await startServer({
      staticRoot,
      api: backend.api,
      subscribe: backend.subscribe,
      port: cli.port,
      logError,
    });
    if (cli.diceSeed !== undefined) console.log(`Dice are seeded with "${cli.diceSeed}" (for tests only).`);
    console.log(`Data directory: ${cli.dataDir}`);
    console.log(`Yacht is running at ${server.url}`);
    const stop = (): void => {
      Promise.all([server.close(), backend.close(), solver.dispose()]).then(
        () => lock.release().then(() => process.exit(0)),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    await solver.dispose();
    await lock.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`yacht server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof DataDirBusyError ? EXIT_BUSY : 1);
});
