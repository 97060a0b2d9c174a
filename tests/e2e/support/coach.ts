// The coach as the tests check it, on purpose independent of src/shared/coach (which it checks): the decisions
// of a game read from its log by their own rule (live events only: an undone decision is gone; the names say
// Logged so that they are not taken for the coach's own Decision, Position and Choice), what `yacht analyze
// --json` says each one is worth and loses, and the coach panel's rows as the page shows them. The CLI's
// analysis runs in this process (its analyzeOutput over analyzeTurn, on the solved table of the server's data
// directory), and a test's first graded decision is also asked of the built CLI as a process (on that data
// directory), which must answer the same: one cross-check, instead of a process per decision.

import path from 'node:path';
import type { Page } from '@playwright/test';
import { GRADE_THRESHOLDS, gradeOf } from '../../../src/shared/coach';
import { advance, liveEvents, type GameEvent, type GameState } from '../../../src/shared/game';
import { makeRules, rulesFingerprint, type RuleSet, type Sheet } from '../../../src/shared/rules';
import { analyzeTurn, createLayout, type ValueTable } from '../../../src/shared/solver';
import { analyzeOutput, type AnalyzeOutput } from '../../../src/main/cli/analyze-command';
import { readCachedTable } from '../../../src/main/solver/table-cache';
import { runYacht } from '../../support/cli';
import { expect, type YachtServer } from '../fixtures';
import { solvedTable } from './tables';

/** Grades on the page and the CLI's figures agree to this much (expected points). */
export const TOLERANCE = 0.01;

export type LoggedChoice =
  { readonly type: 'keep'; readonly keep: number[] } | { readonly type: 'score'; readonly box: string };

export interface LoggedPosition {
  readonly rules: RuleSet;
  readonly sheet: Sheet;
  readonly extraYachts: number;
  /** Sorted. */
  readonly dice: number[];
  readonly rollsLeft: 0 | 1 | 2;
}

/** One decision of a game: a re-roll (the dice kept) or a score, at its log index. */
export interface LoggedDecision extends LoggedPosition {
  readonly index: number;
  readonly seat: number;
  readonly choice: LoggedChoice;
}

const sorted = (faces: readonly number[]): number[] => [...faces].sort((a, b) => a - b);

/** The state folded from the live events of a log (undone ones left out). */
export function liveState(events: readonly GameEvent[]): GameState {
  let state: GameState | null = null;
  for (const i of liveEvents(events)) state = advance(state, events[i]!);
  if (state === null) throw new Error('an empty log');
  return state;
}

/** The live decisions of a log, in order: every re-roll (rolled with a roll already made) and every score. */
export function loggedDecisions(events: readonly GameEvent[]): LoggedDecision[] {
  const decisions: LoggedDecision[] = [];
  let state: GameState | null = null;
  for (const index of liveEvents(events)) {
    const event = events[index]!;
    if (state !== null && (event.type === 'rolled' || event.type === 'scored')) {
      const dice = state.turn.dice;
      const seat = event.seat;
      const position = {
        index,
        seat,
        rules: state.rules,
        sheet: state.sheets[seat] ?? {},
        extraYachts: state.extraYachts[seat] ?? 0,
        rollsLeft: (3 - state.turn.rollsUsed) as 0 | 1 | 2,
      };
      if (event.type === 'scored' && dice) {
        decisions.push({ ...position, dice: sorted(dice), choice: { type: 'score', box: event.box } });
      } else if (event.type === 'rolled' && dice) {
        const keep = sorted(event.kept.map((p) => dice[p] ?? 0));
        decisions.push({ ...position, dice: sorted(dice), choice: { type: 'keep', keep } });
      }
    }
    state = advance(state, event);
  }
  return decisions;
}

/** The game in progress's log, from the API. */
export async function currentLog(server: YachtServer): Promise<GameEvent[]> {
  const view = await server.call('currentGame');
  if (view === null) throw new Error('no game in progress');
  return view.events;
}

/** The last live decision of the game in progress. */
export async function lastDecision(server: YachtServer): Promise<LoggedDecision> {
  const decision = loggedDecisions(await currentLog(server)).at(-1);
  if (!decision) throw new Error('the game has no decision yet');
  return decision;
}

// ---- The CLI ------------------------------------------------------------------------------------------------

const answers = new Map<string, Promise<AnalyzeOutput>>();
/** At most two CLI processes at a time from one test worker (a machine with two cores runs two workers). */
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(job: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The CLI's arguments for a position's rules. */
export function ruleArgs(rules: RuleSet): string[] {
  const args = ['--variant', rules.variant];
  if (rules.variant === 'standard') {
    args.push('--second-yacht', rules.options.secondYacht ? 'on' : 'off');
    if (rules.options.secondYacht) args.push('--joker', rules.options.joker);
  }
  return args;
}

/** The arguments of `yacht analyze --json` for a position (sheet, dice and all), on this data directory. */
export function analyzeArgs(
  dataDir: string,
  p: Pick<LoggedPosition, 'rules' | 'sheet' | 'extraYachts' | 'rollsLeft'> & {
    readonly dice: readonly number[];
  },
): string[] {
  return [
    'analyze',
    ...ruleArgs(p.rules),
    '--sheet',
    JSON.stringify(p.sheet),
    '--extra-yachts',
    String(p.extraYachts),
    '--dice',
    p.dice.join(','),
    '--rolls-left',
    String(p.rollsLeft),
    '--data-dir',
    dataDir,
    '--json',
  ];
}

/** `yacht analyze --json` for a position, on this data directory (memoized). */
export function analyzeWithCli(
  dataDir: string,
  p: LoggedPosition,
  rollsLeft = p.rollsLeft,
): Promise<AnalyzeOutput> {
  const args = analyzeArgs(dataDir, { ...p, rollsLeft });
  const key = args.join('\u0000');
  let answer = answers.get(key);
  if (!answer) {
    answer = limited(() => runYacht(args, { timeoutMs: 120_000 })).then(({ code, stdout, stderr }) => {
      if (code !== 0) throw new Error(`yacht ${args.join(' ')} failed (${code}): ${stderr}`);
      return JSON.parse(stdout) as AnalyzeOutput;
    });
    answers.set(key, answer);
  }
  return answer;
}

const tables = new Map<string, Promise<ValueTable | null>>();

/** The solved table of these rules: the data directory's, else the run's shared one; null if neither has it. */
function tableOf(dataDir: string, rules: RuleSet): Promise<ValueTable | null> {
  const fingerprint = rulesFingerprint(rules);
  const key = `${dataDir}\u0000${fingerprint}`;
  let table = tables.get(key);
  if (!table) {
    table = (async () => {
      const layout = createLayout(rules);
      let read = await readCachedTable(dataDir, { fingerprint, size: layout.size });
      if (read.status !== 'hit' && rulesFingerprint(makeRules(rules.variant)) === fingerprint) {
        const shared = path.dirname(path.dirname(await solvedTable(rules.variant)));
        read = await readCachedTable(shared, { fingerprint, size: layout.size });
      }
      return read.status === 'hit' ? { layout, values: read.values } : null;
    })();
    // A miss is asked again next time: the server may have written the table since.
    void table.then((found) => found === null && tables.delete(key));
    tables.set(key, table);
  }
  return table;
}

/**
 * `yacht analyze --json` for a position, computed in this process as the CLI computes it; by the CLI process
 * when no solved table of the rules is at hand (it solves one and caches it in the data directory).
 */
export async function analyzeInProcess(
  dataDir: string,
  p: LoggedPosition,
  rollsLeft = p.rollsLeft,
): Promise<AnalyzeOutput> {
  const table = await tableOf(dataDir, p.rules);
  if (table === null) return analyzeWithCli(dataDir, p, rollsLeft);
  const { sheet, dice, extraYachts } = p;
  return analyzeOutput(analyzeTurn(table, { sheet, dice, rollsLeft, extraYachts }));
}

type CliOption = AnalyzeOutput['options'][number];

const sameFaces = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What the CLI says of a decision: the chosen option's value and loss, and the best option. */
export interface Expected {
  readonly loss: number;
  readonly chosenEv: number;
  readonly bestEv: number;
  readonly best: CliOption;
  /** The best option is alone at the top (no other within 1e-6): its words are the only right ones. */
  readonly bestUnique: boolean;
}

/**
 * A keep: the chosen keep's figures in the list at that many rolls left. A score with no rolls left: the box's.
 * A score with rolls left: the best keep's value there, less the box's value in the list at 0 rolls left.
 */
export async function expectedOf(dataDir: string, d: LoggedDecision): Promise<Expected> {
  const here = await analyzeInProcess(dataDir, d);
  const best = here.options[0];
  if (!best) throw new Error(`the CLI gave no options for ${JSON.stringify(d)}`);
  const bestUnique = (here.options[1]?.ev ?? -Infinity) < best.ev - 1e-6;
  const { choice } = d;
  if (choice.type === 'keep') {
    const chosen = here.options.find((o) => 'keep' in o && sameFaces(o.keep, choice.keep));
    if (!chosen) throw new Error(`keep ${choice.keep.join(',')} is not among the CLI's options`);
    return { loss: chosen.loss, chosenEv: chosen.ev, bestEv: best.ev, best, bestUnique };
  }
  const scores = d.rollsLeft === 0 ? here : await analyzeInProcess(dataDir, d, 0);
  const chosen = scores.options.find((o) => 'box' in o && o.box === choice.box);
  if (!chosen) throw new Error(`box ${choice.box} is not among the CLI's options`);
  return { loss: best.ev - chosen.ev, chosenEv: chosen.ev, bestEv: best.ev, best, bestUnique };
}

/** A choice in the coach's words: "keep 4-4-4", "reroll all", "stand" (all five kept), "score Full house". */
export function wordsOfChoice(rules: RuleSet, choice: LoggedChoice | CliOption): string {
  if ('box' in choice) return `score ${rules.boxes.find((b) => b.id === choice.box)?.label ?? choice.box}`;
  const keep = choice.keep;
  if (keep.length === 0) return 'reroll all';
  if (keep.length === 5) return 'stand';
  return `keep ${keep.join('-')}`;
}

/** A loss this far from a class boundary has one class whichever side of the rounding it is read. */
export function clearOfBoundaries(loss: number): boolean {
  return Object.values(GRADE_THRESHOLDS).every((t) => Math.abs(loss - t) > TOLERANCE);
}

// ---- The page ---------------------------------------------------------------------------------------------------

export interface GradeRow {
  readonly index: number;
  readonly seat: number;
  /** data-loss as written (String(loss)). */
  readonly rawLoss: string;
  readonly loss: number;
  readonly grade: string;
  readonly chosenEv: number;
  readonly bestEv: number;
  readonly text: string;
}

export async function readGradeRows(page: Page): Promise<GradeRow[]> {
  return page.getByTestId('coach-grade').evaluateAll((els) =>
    els.map((el) => {
      const num = (name: string): number => Number(el.getAttribute(name) ?? 'NaN');
      return {
        index: num('data-index'),
        seat: num('data-seat'),
        rawLoss: el.getAttribute('data-loss') ?? '',
        loss: num('data-loss'),
        grade: el.getAttribute('data-grade') ?? '',
        chosenEv: num('data-chosen-ev'),
        bestEv: num('data-best-ev'),
        text: (el.textContent ?? '').replace(/\s+/g, ' '),
      };
    }),
  );
}

export interface AccuracyRow {
  readonly seat: number;
  readonly lost: number;
  readonly meanLoss: number;
  readonly decisions: number;
}

export async function readAccuracy(page: Page): Promise<AccuracyRow[]> {
  return page.getByTestId('coach-accuracy').evaluateAll((els) =>
    els.map((el) => {
      const num = (name: string): number => Number(el.getAttribute(name) ?? 'NaN');
      return {
        seat: num('data-seat'),
        lost: num('data-lost'),
        meanLoss: num('data-mean-loss'),
        decisions: num('data-decisions'),
      };
    }),
  );
}

/** The grade row of the decision at this log index, once the page shows it. */
export async function gradeRow(page: Page, index: number, timeout = 20_000): Promise<GradeRow> {
  const row = page.locator(`[data-testid="coach-grade"][data-index="${index}"]`);
  await expect(row, `the grade of decision ${index}`).toHaveCount(1, { timeout });
  const found = (await readGradeRows(page)).find((r) => r.index === index);
  if (!found) throw new Error(`the grade row of decision ${index} went away`);
  return found;
}

/**
 * Every decision has its row, with the CLI's loss and values, its class, and its words. The first decision's
 * analysis is the cross-check: the CLI process gives the same as this process.
 */
export async function expectGradesMatchCli(
  page: Page,
  dataDir: string,
  decisions: readonly LoggedDecision[],
): Promise<void> {
  const first = decisions[0];
  if (first) {
    const cli = await analyzeWithCli(dataDir, first);
    expect(cli, 'the CLI process analyses as this process does').toEqual(
      await analyzeInProcess(dataDir, first),
    );
  }
  const expected = await Promise.all(decisions.map((d) => expectedOf(dataDir, d)));
  const rows = new Map((await readGradeRows(page)).map((r) => [r.index, r]));
  for (const [i, d] of decisions.entries()) {
    const e = expected[i]!;
    const row = rows.get(d.index);
    const what = `decision ${d.index} (seat ${d.seat}, ${JSON.stringify(d.choice)}, dice ${d.dice.join('')}, ${d.rollsLeft} rolls left)`;
    expect(row, `${what}: a grade row`).toBeDefined();
    if (!row) continue;
    expect(row.seat, `${what}: seat`).toBe(d.seat);
    expect(Math.abs(row.loss - e.loss), `${what}: loss ${row.rawLoss}, CLI ${e.loss}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(Math.abs(row.chosenEv - e.chosenEv), `${what}: chosen ev, CLI ${e.chosenEv}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(Math.abs(row.bestEv - e.bestEv), `${what}: best ev, CLI ${e.bestEv}`).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(row.grade, `${what}: the class of its own loss`).toBe(gradeOf(row.loss));
    if (clearOfBoundaries(e.loss))
      expect(row.grade, `${what}: the class of the CLI's loss`).toBe(gradeOf(e.loss));
    expect(row.text, `${what}: the chosen move in words`).toContain(wordsOfChoice(d.rules, d.choice));
    // (Standing on five dice may read as the box they would go in: its words are not checked.)
    const bestWords = e.bestUnique ? wordsOfChoice(d.rules, e.best) : null;
    if (bestWords && bestWords !== 'stand' && e.loss >= TOLERANCE)
      expect(row.text, `${what}: the best move in words`).toContain(bestWords);
  }
}

/** Each seat's accuracy row adds up the rows the panel shows for that seat. */
export async function expectAccuracyMatchesRows(page: Page): Promise<void> {
  const rows = await readGradeRows(page);
  const accuracy = await readAccuracy(page);
  const seats = [...new Set(rows.map((r) => r.seat))].sort();
  expect(accuracy.map((a) => a.seat).sort(), 'an accuracy row per seat with graded decisions').toEqual(seats);
  for (const a of accuracy) {
    const mine = rows.filter((r) => r.seat === a.seat);
    const lost = mine.reduce((sum, r) => sum + r.loss, 0);
    expect(a.decisions, `seat ${a.seat}: decisions`).toBe(mine.length);
    expect(
      Math.abs(a.lost - lost),
      `seat ${a.seat}: lost ${a.lost}, rows add to ${lost}`,
    ).toBeLessThanOrEqual(TOLERANCE);
    const mean = mine.length === 0 ? 0 : lost / mine.length;
    expect(Math.abs(a.meanLoss - mean), `seat ${a.seat}: mean loss`).toBeLessThanOrEqual(TOLERANCE);
  }
}

// ---- Moves ----------------------------------------------------------------------------------------------------

/** Scores a box through the pad (a nought takes a second press) and waits for it on the seat's sheet. */
export async function scoreBox(page: Page, seat: number, box: string, points: number): Promise<void> {
  await page.getByTestId(`pad-${box}`).click();
  if (points === 0) await page.getByTestId(`pad-${box}`).click();
  await expect(page.getByTestId(`sheet-${seat}-${box}`)).toHaveText(String(points), { timeout: 20_000 });
}

/** Dice positions (0..4) holding these faces. */
export function positionsOf(dice: readonly number[], faces: readonly number[]): number[] {
  const left = [...faces];
  const positions: number[] = [];
  dice.forEach((d, p) => {
    const i = left.indexOf(d);
    if (i >= 0) {
      left.splice(i, 1);
      positions.push(p);
    }
  });
  if (left.length > 0) throw new Error(`faces ${faces.join(',')} are not all among ${dice.join(',')}`);
  return positions;
}
