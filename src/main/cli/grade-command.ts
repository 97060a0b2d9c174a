// `yacht grade FILE`: every decision of a saved game (an exported .yacht.json, or a finished game's file)
// graded against perfect play, each seat's points lost and the split of its total into start + luck − loss:
// the numbers the app's replay shows. Reads the rules' cached table, solving and caching it first when missing.
// A game played with real dice on a score sheet has a fourth part, its typed final dice (luck and keeps
// together: the rolls before them were not typed), printed apart from luck as the replay shows it.

import { readFile, stat } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  gameFileProblem,
  gameFileSizeProblem,
  LogError,
  NotAGameFileError,
  readGameFile,
  type CreatedEvent,
} from '../../shared/game';
import { accuracyText } from '../../shared/coach/accuracy-words';
import {
  gameCourse,
  gradeReport,
  realDiceLabel,
  replayWin,
  TYPED_FINAL_NOTE,
  withWinChances,
  type GradeReport,
} from '../../shared/replay';
import { rulesOf } from '../../shared/rules';
import { UsageError, addJsonOption, describeRules, readOptions } from './args';
import { roundedWin, winLines } from './grade-win';
import { formatTable, printJson, printLines } from './output';
import { SolverOptionsSchema, addSolverOptions, hostFromOptions, progressBar, round } from './solver-options';
import * as z from 'zod';

const GradeOptionsSchema = SolverOptionsSchema.extend({ json: z.boolean().optional() });

/** The file's game, or a UsageError saying in one line why it cannot be read (as the app's import says it). */
async function gameOfFile(file: string): Promise<ReturnType<typeof readGameFile>> {
  const unreadable = (problem: string): UsageError =>
    new UsageError(`${file}: not a game Yacht can read: ${problem}`);
  let text: string;
  try {
    // Too big is refused before it is read; the text is measured again (its UTF-8) by readGameFile.
    const tooBig = gameFileSizeProblem((await stat(file)).size);
    if (tooBig !== null) throw unreadable(tooBig);
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : (error as Error).message}`,
    );
  }
  try {
    return readGameFile(text);
  } catch (error) {
    if (!(error instanceof LogError)) throw error;
    // Another program's file, a rule set, a chess game: what it is, not what a game file lacks.
    if (error instanceof NotAGameFileError)
      throw new UsageError(`${file}: not a Yacht game file: ${error.reason}`);
    throw unreadable(gameFileProblem(error));
  }
}

/** The report rounded for output (6 decimals), as the JSON prints it. */
export function roundedReport(report: GradeReport): GradeReport {
  const r = (x: number): number => round(x, 6);
  return {
    ...report,
    seats: report.seats.map((s) => ({
      ...s,
      lost: r(s.lost),
      meanLoss: r(s.meanLoss),
      accuracy: r(s.accuracy),
      start: r(s.start),
      luck: r(s.luck),
      typed: r(s.typed),
      loss: r(s.loss),
      total: r(s.total),
    })),
    decisions: report.decisions.map((d) => ({ ...d, loss: r(d.loss) })),
  };
}

export function registerGrade(program: Command): Command {
  const cmd = program
    .command('grade')
    .argument('<file>', 'a saved game (.yacht.json, as the app exports it)')
    .description("grade every decision of a saved game, and split each seat's total into luck and skill");
  addSolverOptions(cmd);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
Each seat: its decisions, its accuracy in percent (100 for perfect play; each decision scores
100 × e^(−loss/5), a game the mean of its decisions), the expected points lost against perfect play (in all and per decision), how many
decisions were best, inaccuracies, mistakes and blunders, and its total as start + luck - loss (start: what
perfect play expects from an empty sheet; luck: what the dice gave or took; loss: what the decisions gave
away). Each decision: {index, seat, round, rollsLeft, dice, choice, best, loss, class}.
A game played with real dice says so (realDice: "coached" or "sheet"; null when the app rolled). On a score
sheet only a turn's final dice are typed, so what they did is luck and the keeps at the table together: it is
counted apart as typed (over typedTurns turns), not as luck, and the total is start + luck + typed - loss.
At a table of two or more seats, the win chances too (the replay chart's): each seat's winCourse (its chance to
win at the start and after each turn, every seat playing Perfect for points from there; winTurns says where
each point is) and winMarked (decisions that lost 2 percentage points or more); each decision's winLoss (0 to 1),
winBest and winExact (false: valued with the engine's approximation before its last exact turns).

Example:
  yacht grade 2026-11-30-standard.yacht.json --json`,
  );
  cmd.action(async (file: string) => {
    const options = readOptions(cmd, GradeOptionsSchema);
    const { game } = await gameOfFile(file);
    const created = game.events[0] as CreatedEvent;
    const rules = rulesOf(created);
    const host = hostFromOptions(options);
    const bar = progressBar(`solving ${rules.variant} (once; cached afterwards)`, !options.json);
    try {
      const { table } = await host.getTable(rules, { onProgress: bar.update });
      bar.done();
      const report = roundedReport(gradeReport(created, gameCourse(table, game.events)));
      // At a table of two or more: the win chances too (the replay chart's numbers, same budget).
      const win = replayWin(table, game.events);
      const withWin = win ? roundedWin(withWinChances(report, win)) : null;
      if (options.json) printJson(withWin ?? report);
      else {
        const lines = gradeLines(report, describeRules(rules), game.state.over);
        printLines(withWin ? [...lines, '', ...winLines(withWin)] : lines);
      }
    } finally {
      bar.done();
      await host.dispose();
    }
  });
  return cmd;
}

function gradeLines(report: GradeReport, rules: string, over: boolean): string[] {
  const dice = report.realDice === null ? '' : `, played with ${realDiceLabel(report.realDice)}`;
  const lines = [`A game of ${rules} rules${dice}${over ? '' : ' (still going: graded so far)'}`, ''];
  // A score sheet's typed final dice: a column of their own, beside luck, only when a seat has some.
  const typed = report.seats.some((s) => s.typedTurns > 0);
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  lines.push(
    ...formatTable(
      [
        'Seat',
        'Decisions',
        'Accuracy',
        'Lost',
        'Per decision',
        'Mistakes',
        'Blunders',
        'Start',
        'Luck',
        ...(typed ? ['Typed final dice'] : []),
        'Total',
      ],
      report.seats.map((s) => [
        s.name,
        s.decisions,
        s.decisions > 0 ? accuracyText(s.accuracy) : '—',
        s.lost.toFixed(2),
        s.meanLoss.toFixed(2),
        s.counts.mistake,
        s.counts.blunder,
        s.start.toFixed(2),
        signed(s.luck),
        ...(typed ? [s.typedTurns > 0 ? `${signed(s.typed)} (${s.typedTurns} turns)` : '—'] : []),
        s.total.toFixed(2),
      ]),
      [
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        ...(typed ? ['right' as const] : []),
        'right',
      ],
    ),
  );
  if (typed) lines.push('', `Typed final dice: ${TYPED_FINAL_NOTE}`);
  const costly = report.decisions.filter((d) => d.class === 'mistake' || d.class === 'blunder');
  if (costly.length > 0) {
    lines.push('', 'Mistakes and blunders:');
    lines.push(
      ...formatTable(
        ['Seat', 'Round', 'Dice', 'Chose', 'Best', 'Loss'],
        costly.map((d) => [
          report.seats[d.seat]?.name ?? String(d.seat),
          d.round,
          d.dice.join(''),
          d.choice,
          d.best,
          `-${d.loss.toFixed(2)}`,
        ]),
        ['left', 'right', 'left', 'left', 'left', 'right'],
      ),
    );
  }
  return lines;
}
