// The `yacht` command line (bundled to dist/cli.js, run by bin/yacht.js): sets up the program, registers
// one module per command, and turns every failure into one line on stderr with a clear exit code:
// 0 success (and --help), 2 bad arguments (unknown command or option, bad values), 1 anything else.

import { Command, CommanderError } from 'commander';
import { EXIT_USAGE, UsageError } from './args';

const NAME = 'yacht';

/** Adds a command to the program. */
type Register = (program: Command) => Command;

/**
 * Every command, in the order help lists them, and the module that registers it: a command loads only its own
 * module (the others pull in the bots, the engine, the servers and their schemas: tens of milliseconds).
 */
const COMMANDS: readonly (readonly [string, () => Promise<Register>])[] = [
  ['score', async () => (await import('./score-command')).registerScore],
  ['solve', async () => (await import('./solve-command')).registerSolve],
  ['analyze', async () => (await import('./analyze-command')).registerAnalyze],
  ['grade', async () => (await import('./grade-command')).registerGrade],
  ['simulate', async () => (await import('./simulate-command')).registerSimulate],
  ['match', async () => (await import('./match-command')).registerMatch],
  ['distribution', async () => (await import('./distribution-command')).registerDistribution],
  ['compare', async () => (await import('./distribution-command')).registerCompare],
  ['host', async () => (await import('./host-command')).registerHost],
];

/** Commander's error text ("error: unknown option '--x'\n(Did you mean --dice?)") as one line. */
function errorLine(text: string): string {
  const line = text
    .replace(/^error:\s*/i, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return `${NAME}: ${line}\n`;
}

/**
 * The program with the command `args[0]` names, or with every command when it names none of them (help, a
 * mistyped command, which gets a suggestion).
 */
export async function buildProgram(args: readonly string[] = []): Promise<Command> {
  const program = new Command(NAME)
    .description('Yacht dice-game trainer: rules, scoring and analysis from the command line')
    .usage('<command> [options]')
    .showSuggestionAfterError(true)
    .configureOutput({ outputError: (text, write) => write(errorLine(text)) })
    // Throw instead of exiting, so main() chooses the exit code; subcommands inherit this setting.
    .exitOverride();
  const named = COMMANDS.filter(([name]) => name === args[0]);
  for (const [, load] of named.length > 0 ? named : COMMANDS) (await load())(program);
  program.addHelpText('after', `\nRun '${NAME} <command> --help' for a command's options.`);
  return program;
}

/** Runs the command line and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await (await buildProgram(argv.slice(2))).parseAsync([...argv]);
    return 0;
  } catch (err) {
    // Commander has already printed its message (or the help); only the exit code is left to decide.
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : EXIT_USAGE;
    if (err instanceof UsageError) {
      process.stderr.write(`${NAME}: ${err.message}\n`);
      return EXIT_USAGE;
    }
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${NAME}: internal error: ${message.split('\n')[0] ?? ''}\n`);
    if (process.env['YACHT_DEBUG'] && err instanceof Error && err.stack)
      process.stderr.write(`${err.stack}\n`);
    return 1;
  }
}

// Output piped into a program that stops reading (`yacht score ... | head -1`) is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

process.exitCode = await main(process.argv);
