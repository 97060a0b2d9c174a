// `yacht host`: the online table server without the app's window, for a group that outgrows one player's
// computer (docs/online.md, "A server"). The same backend and table server as the app's "Play online": it
// opens tables whose seats are all joiners' (or bots'), each starting by itself once every seat is taken, opens
// a fresh one when a game ends, and runs until stopped (Ctrl-C). Games are saved: started ones open again at
// the next start, on the same port, and their joiners come back to their seats.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import packageJson from '../../../package.json';
import { openTableSchema, type HostedTable, type OpenTable } from '../../shared/api/online';
import { BOT_LEVELS } from '../../shared/game';
import { choiceOf } from '../../shared/rules';
import { checkRendererRoot, findRendererRoot } from '../server/renderer-root';
import { keepServingOnUnhandledRejection } from '../runtime/keep-serving';
import { SolverHost } from '../solver/host';
import { DataDirBusyError, lockDataDir } from '../storage/data-dir-lock';
import { RawOptionsSchema, UsageError, addRulesOptions, readOptions, rulesFromOptions } from './args';
import { dataDirFromOption } from './solver-options';

const HostOptionsSchema = RawOptionsSchema.extend({
  port: z.string().optional(),
  address: z.string().optional(),
  tables: z.string().optional(),
  seats: z.string().optional(),
  away: z.string().optional(),
  grace: z.string().optional(),
  dataDir: z.string().optional(),
  root: z.string().optional(),
  behindProxy: z.boolean().optional(),
});

export function registerHost(program: Command): Command {
  const cmd = program
    .command('host')
    .description('run online tables without the app: friends join with a link or a code from any browser');
  addRulesOptions(cmd);
  cmd
    .addOption(new Option('--port <number>', 'the port to listen on (default 0: any free port)'))
    .addOption(
      new Option(
        '--address <ipv4>',
        "this computer's address to listen on (default 127.0.0.1: this computer only)",
      ),
    )
    .addOption(new Option('--tables <count>', 'tables open at once, 1 to 50 (default 1)'))
    .addOption(
      new Option(
        '--seats <list>',
        `the seats, comma-separated: "open" for a joiner or a bot level (${BOT_LEVELS.join(', ')}); default "open,open"`,
      ),
    )
    .addOption(
      new Option(
        '--away <seconds>',
        'a Medium bot plays for a joiner away this long (10 to 3600; default: wait)',
      ),
    )
    .addOption(
      new Option(
        '--grace <seconds>',
        'a finished table stays open this long for its players to save the game (1 to 3600; default 600)',
      ),
    )
    .addOption(new Option('--data-dir <dir>', 'where games and solved tables are kept'))
    .addOption(
      new Option(
        '--behind-proxy',
        'a reverse proxy on this computer forwards the joiners: count each by the last X-Forwarded-For address',
      ),
    )
    .addOption(
      new Option(
        '--root <dir>',
        "the built pages served to joiners' browsers (default: found beside the program)",
      ),
    );
  cmd.addHelpText(
    'after',
    `
Each table starts by itself once every seat is taken; a fresh table opens when a game ends. A finished table
stays open --grace seconds for its players (to save the game), then closes and is forgotten; at most --tables
finished tables wait at once (the oldest closes first), so at most twice --tables tables are kept. Stop with
Ctrl-C: started games are kept and open again (same codes) the next time.

Example:
  yacht host --address 192.168.1.20 --port 8750 --seats open,open,open,medium`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, HostOptionsSchema);
    const setup = tableSetupFrom(options);
    const count = wholeNumber(options.tables, '--tables', 1, 50, 1);
    const graceSeconds = wholeNumber(options.grace, '--grace', 1, 3600, 600);
    const dataDir = dataDirFromOption(options.dataDir);
    const log = (message: string): void => void process.stderr.write(`yacht host: ${message}\n`);
    const pages: string[] = [];
    const staticRoot = rendererRoot(options.root, (message) => pages.push(message));
    // The directory first: a second host on it stops here, before a worker starts that would keep it running,
    // and says so in its one line (what it found of the pages is said once it runs).
    const lock = await lockDataDir(dataDir).catch((error: unknown) => {
      throw error instanceof DataDirBusyError ? new UsageError(error.message) : error;
    });
    pages.forEach(log);
    if (lock.replaced !== null) log(lock.replaced);
    const solver = new SolverHost({ dataDir, coach: true, onCacheWarning: log });
    try {
      // Started now: the first game's solve then finds them running.
      solver.startWorkers();
      await hostTables({
        dataDir,
        solver,
        setup,
        count,
        graceSeconds,
        staticRoot,
        behindProxy: options.behindProxy === true,
        log,
      });
    } finally {
      await solver.dispose();
      await lock.release();
    }
  });
  return cmd;
}

/** Opens the tables and keeps them open until Ctrl-C (or SIGTERM). */
async function hostTables(host: {
  dataDir: string;
  solver: SolverHost;
  setup: OpenTable;
  count: number;
  graceSeconds: number;
  staticRoot: string | null;
  behindProxy: boolean;
  log: (message: string) => void;
}): Promise<void> {
  const { setup, log } = host;
  keepServingOnUnhandledRejection(log);
  // Loaded here: the backend (settings, online tables) is what only this command needs, and costs every
  // other command's start-up ~0.2 s to load.
  const { openAppBackend } = await import('../app');
  const backend = await openAppBackend({
    version: packageJson.version,
    dataDir: host.dataDir,
    solver: host.solver,
    staticRoot: host.staticRoot,
    behindProxy: host.behindProxy,
    // Nobody looks at grades here: no solving for the coach while games are played.
    liveGrading: false,
    logError: log,
    finishedTableGraceMs: host.graceSeconds * 1000,
    // A fresh table opens for each finished one: at most `count` finished ones besides the `count` others.
    maxFinishedTables: host.count,
  });
  try {
    const said = new Set<string>();
    /** Says what became of a table, once per table and status; true when that was news. */
    const tell = (table: HostedTable): boolean => {
      const key = `${table.tableId} ${table.status}`;
      if (said.has(key) || table.link === null) return false;
      said.add(key);
      process.stdout.write(`table ${table.code} (${table.status}): ${table.link}\n`);
      return true;
    };
    backend.subscribe((event) => {
      if (event.type !== 'table-changed') return;
      if (!backend.tables.list().some((t) => t.tableId === event.table.tableId)) {
        // Gone (closed after its game): nothing more to say of it.
        for (const key of said) if (key.startsWith(`${event.table.tableId} `)) said.delete(key);
        return;
      }
      // A fresh table in place of the one whose game ended (once: a finished table changes again as its
      // joiners leave).
      if (tell(event.table) && event.table.status === 'finished') {
        void backend.tables.open(setup).then(tell, (error: unknown) => log((error as Error).message));
      }
    });
    for (const table of backend.tables.list()) tell(await backend.tables.reopen(table.tableId));
    for (let n = backend.tables.list().length; n < host.count; n++) tell(await backend.tables.open(setup));
    const first = backend.tables.list()[0]?.listening;
    if (first)
      process.stdout.write(`Yacht tables are open on http://${first.host}:${first.port}/ (Ctrl-C stops)\n`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  } finally {
    await backend.close();
  }
}

function tableSetupFrom(options: z.infer<typeof HostOptionsSchema>): OpenTable {
  const rules = rulesFromOptions(options);
  const seats = (options.seats ?? 'open,open').split(',').map((raw, i) => {
    const word = raw.trim().toLowerCase();
    if (word === 'open') return { kind: 'open' as const };
    const level = BOT_LEVELS.find((l) => l === word);
    if (level === undefined) {
      throw new UsageError(
        `--seats: seat ${i + 1} is "${raw}": say "open" or a bot level (${BOT_LEVELS.join(', ')})`,
      );
    }
    return { kind: 'bot' as const, name: `${level[0]?.toUpperCase()}${level.slice(1)} bot ${i + 1}`, level };
  });
  const away = options.away === undefined ? null : wholeNumber(options.away, '--away', 10, 3600, 60);
  const parsed = openTableSchema.safeParse({
    rules: choiceOf(rules),
    seats,
    listen:
      options.address === undefined || options.address === '127.0.0.1'
        ? { kind: 'this-computer' }
        : { kind: 'network', address: options.address },
    awayBot: away === null ? null : { level: 'medium', afterSeconds: away },
    autoStart: true,
    port: wholeNumber(options.port, '--port', 0, 65535, 0),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue?.path[0] === 'listen' ? '--address' : issue?.path[0] === 'seats' ? '--seats' : 'the table';
    throw new UsageError(`${where}: ${issue?.message ?? 'not valid'}`);
  }
  return parsed.data;
}

function wholeNumber(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

/**
 * The built pages served to joiners' browsers: --root's folder (refused without index.html), or found from
 * where this bundle runs (renderer-root.ts); none found: said in one line, and the tables serve sockets only.
 */
function rendererRoot(root: string | undefined, log: (message: string) => void): string | null {
  if (root !== undefined) {
    const named = checkRendererRoot(root);
    if (named.kind === 'missing') throw new UsageError(named.message);
    return named.root;
  }
  const found = findRendererRoot(import.meta.url);
  if (found.kind === 'found') return found.root;
  log(`${found.message}; joiners' browsers get no page (--root DIR names the folder)`);
  return null;
}
