// The backend's coach by win chance (coach-win.ts) over a real two-seat game's last turns: a person's grades
// gain the win engine's chances with the other seat's sheet as the log leaves it (at the start of its turn),
// a bot's grades and a finished game's report keep the points alone, a solo game and an analyst without the
// win engine change nothing, and a failed win analysis leaves the points grade standing, said in the log. The
// service pushes a person's points grade at once and the same grade by win chance after it.

import { describe, expect, it } from 'vitest';
import { createBot, playBotLog } from '../../../src/shared/bots';
import {
  decisionsOf,
  gradeDecisions,
  keepChoice,
  sameChoice,
  scoreChoice,
  type Grade,
} from '../../../src/shared/coach';
import { replay, seededRandom, type GameEvent, type Seat } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { winOutcome } from '../../../src/shared/solver/win';
import { InProcessAnalyst } from '../../../src/main/backend/coach-analyst';
import { gradesWithWin, othersOf } from '../../../src/main/backend/coach-win';
import { HUMAN_VS_EASY, openTestBackend, tempDataDir } from './helpers';
import { CREATED_AT } from '../game/helpers';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard');
const table = solvedTable(rules);

/** A game played out by Perfect at every seat (the seats' kinds as given), seeded dice. */
function playedGame(seats: Seat[], seed: number): GameEvent[] {
  const bots = seats.map(() => createBot('perfect', rules, { table }));
  const setup = { variant: 'standard' as const, seats, createdAt: CREATED_AT };
  return playBotLog({ setup, bots, dice: seededRandom(seed) }).events;
}

const TWO: Seat[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Bot', level: 'perfect' },
];
const events = playedGame(TWO, 35);
/** The last two rounds: two open boxes or fewer, where the engine is exact and quick. */
const from = events.findIndex(
  (_, i) => Object.keys(replay(events.slice(0, i + 1)).sheets[1] ?? {}).length >= 11,
);
const grades = gradeDecisions(table, decisionsOf(events, from));
const analyst = new InProcessAnalyst({ win: true });

describe('grades by win chance in the backend', () => {
  it("add the engine's chances to a person's decisions, the other seat at the start of its turn", async () => {
    const graded = await gradesWithWin(analyst, table, events, grades, 'live');
    expect(graded.map(({ win: _win, ...g }) => g)).toEqual(grades.map(({ win: _win, ...g }) => g));
    const ann = graded.filter((g) => g.seat === 0);
    expect(ann.length).toBeGreaterThan(2);
    for (const grade of graded) {
      if (grade.seat === 1) {
        expect(grade.win, 'a bot keeps its points grade alone').toBeUndefined();
        continue;
      }
      const state = replay(events.slice(0, grade.index));
      const others = othersOf(state, 0);
      expect(Object.keys(others[0]!.sheet)).toHaveLength(Object.keys(state.sheets[0]!).length);
      const outcome = winOutcome(
        table,
        { sheet: state.sheets[0]!, extraYachts: state.extraYachts[0]! },
        others,
      );
      const analysis = outcome.analyze(
        grade.dice,
        grade.chosen.choice.type === 'score' ? 0 : grade.rollsLeft,
      );
      const value =
        analysis.rollsLeft === 0
          ? analysis.options.find((o) => sameChoice(scoreChoice(o.box), grade.chosen.choice))!.value
          : analysis.options.find((o) => sameChoice(keepChoice(o.keep), grade.chosen.choice))!.value;
      expect(grade.win!.chosen).toBeCloseTo(value, 12);
      expect(grade.win!.exact).toBe(true);
      expect(grade.win!.loss).toBeCloseTo(grade.win!.best.chance - grade.win!.chosen, 12);
    }
  });

  it("leave a finished game's report, a solo game and an analyst without the engine as they were", async () => {
    expect(await gradesWithWin(analyst, table, events, grades, 'background')).toBe(grades);
    expect(await gradesWithWin(new InProcessAnalyst(), table, events, grades, 'live')).toBe(grades);
    const solo = playedGame([{ kind: 'human', name: 'Ann' }], 5);
    const soloGrades = gradeDecisions(table, decisionsOf(solo, solo.length - 6));
    expect(await gradesWithWin(analyst, table, solo, soloGrades, 'live')).toBe(soloGrades);
  });

  it('keep the points grade when the win analysis fails, and say so', async () => {
    const failing = new InProcessAnalyst();
    const broken = Object.assign(failing, {
      winOptions: () => Promise.reject(new Error('the analysis worker stopped')),
    });
    const said: string[] = [];
    const graded = await gradesWithWin(broken, table, events, grades, 'live', (m) => said.push(m));
    expect(graded).toEqual(grades);
    const people = grades.filter((g: Grade) => g.seat === 0).length;
    expect(said).toHaveLength(people);
    expect(said[0]).toMatch(/by win chance failed: the analysis worker stopped/);
  });
});

describe('the coach service at a table of two', () => {
  it("pushes a person's grade by points at once, then by win chance; the hint has every option's chance", async () => {
    const backend = await openTestBackend(await tempDataDir(), {
      analyst: new InProcessAnalyst({ win: true }),
    });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    const hint = await backend.client.coachHint(id);
    expect(hint.win).toBeDefined();
    expect(hint.options.every((o) => o.win !== undefined && o.win.chance >= 0 && o.win.chance <= 1)).toBe(
      true,
    );
    expect(Math.min(...hint.options.map((o) => o.win!.loss))).toBe(0);
    await backend.client.act(id, { type: 'score', box: 'choice' });
    const pushed = (): Grade[] =>
      backend.events.flatMap((e) => (e.type === 'coach-grades' && e.gameId === id ? e.grades : []));
    for (let i = 0; i < 600 && !pushed().some((g) => g.win !== undefined); i++)
      await new Promise((r) => setTimeout(r, 10));
    const first = pushed().find((g) => g.seat === 0)!;
    expect(first.win, 'the points grade goes out first').toBeUndefined();
    const byWin = pushed().find((g) => g.index === first.index && g.win !== undefined)!;
    expect(byWin).toEqual({ ...first, win: byWin.win });
    expect(byWin.win!.chosen).toBeCloseTo(
      hint.options.find((o) => o.words === 'score Choice')!.win!.chance,
      12,
    );
    const report = await backend.client.coachGrades(id);
    expect(report.grades.find((g) => g.index === first.index)).toEqual(byWin);
    await backend.close();
  });
});
