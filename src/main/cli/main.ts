// The `yacht` command line (bundled to dist/cli.js, run by bin/yacht.js): sets up the program, registers
// one module per command, and turns every failure into one line on stderr with a clear exit code:
// 0 success (and --help), 2 bad arguments (unknown command or option, bad values), 1 anything else.

import { Command, CommanderError } from 'commander';
import { EXIT_USAGE, UsageError } from './args';
import { registerAnalyze } from './analyze';
import { registerCompare, registerDistribution } from './distribution';
import { registerGrade } from './grade';
import { registerHost } from './host';
import { registerMatch } from './match';
import { registerScore } from './score';
import { registerSimulate } from './simulate';
import { registerSolve } from './solve';

const NAME = 'yacht';

/** Commander's error text ("error: unknown option '--x'\n(Did you mean --dice?)") as one line. */
function errorLine(text: string): string {
  const line = text
    .replace(/^error:\s*/i, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return `${NAME}: ${line}\n`;
}

export function buildProgram(): Command {
  const program = new Command(NAME)
    .description('Yacht dice-game trainer: rules, scoring and analysis from the command line')
    .usage('<command> [options]')
    .showSuggestionAfterError(true)
    .configureOutput({ outputError: (text, write) => write(errorLine(text)) })
    // Throw instead of exiting, so main() chooses the exit code; subcommands inherit this setting.
    .exitOverride();
  registerScore(program);
  registerSolve(program);
  registerAnalyze(program);
  registerGrade(program);
  registerSimulate(program);
  registerMatch(program);
  registerDistribution(program);
  registerCompare(program);
  registerHost(program);
  program.addHelpText('after', `\nRun '${NAME} <command> --help' for a command's options.`);
  return program;
}

/** Runs the command line and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv]);
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
