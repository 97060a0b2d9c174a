// The coach through the backend (in-process analyst over the stand-in solver's tables): every decision of a game
// graded exactly once (bots' too) and pushed, pending while the table is being made, reports of games in
// progress and finished ones, hints (and their conflicts), and the analysis of a position set up by hand.

import { describe, expect, it } from 'vitest';
import type { ApiEvent, ApiEventOf, GameView, NewGameInput } from '../../../src/shared/api/contract';
import { decisionsOf, gradeDecisions, rankOptions, sameChoice } from '../../../src/shared/coach';
import type {} from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { analyzeTurn, type ValueTable } from '../../../src/shared/solver';
import { positionProblem } from '../../../src/main/solver/position';
import {
  FakeSolver,
  openTestBackend,
  rerollingHuman,
  stateOf,
  tempDataDir,
  type TestBackend,
  playToTheEnd,
} from './helpers';
import { solvedTable } from '../../support/solved-tables';

const classicTable = ((): (() => ValueTable) => {
  let table: ValueTable | null = null;
  return () => (table ??= solvedTable(makeRules('classic')));
})();

const HUMANS_AND_EASY: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Easy bot', level: 'easy' },
    { kind: 'human', name: 'Bob' },
  ],
};

function pushedGrades(events: readonly ApiEvent[], gameId: string): ApiEventOf<'coach-grades'>[] {
  return events.flatMap((e) => (e.type === 'coach-grades' && e.gameId === gameId ? [e] : []));
}

async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!test()) throw new Error(`timed out waiting for ${what}`);
}

/** A person alone at classic, with the table held back until the test releases the solver. */
async function soloWhileSolving(): Promise<{ solver: FakeSolver; backend: TestBackend; view: GameView }> {
  const solver = new FakeSolver(true);
  const backend = await openTestBackend(await tempDataDir(), { solver });
  const view = await backend.client.createGame({
    variant: 'classic',
    seats: [{ kind: 'human', name: 'Ann' }],
  });
  return { solver, backend, view };
}

async function tableReady(backend: TestBackend): Promise<void> {
  await until(() => backend.events.some((e) => e.type === 'solver-progress' && e.status.ready), 'the table');
}

describe('grading', () => {
  it('grades every decision exactly once, bots included, as gradeDecisions does over the log', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const view = await backend.client.createGame(HUMANS_AND_EASY);
    const final = await playToTheEnd(backend, view, rerollingHuman);

    const expected = gradeDecisions(classicTable(), decisionsOf(final.events));
    const report = await backend.client.coachGrades(view.gameId);
    expect(report).toEqual({ gameId: view.gameId, grades: expected, pending: 0 });
    // Pushed as they came, each decision once, the table ready all along.
    const pushes = pushedGrades(backend.events, view.gameId);
    const pushed = pushes.flatMap((p) => p.grades);
    expect(pushes.every((p) => p.pending === 0 && p.grades.length > 0)).toBe(true);
    expect(new Set(pushed.map((g) => g.index)).size).toBe(pushed.length);
    expect([...pushed].sort((a, b) => a.index - b.index)).toEqual(expected);
    // Every seat's decisions: the humans' re-rolls and scores, and the bot's.
    for (const seat of [0, 1, 2]) {
      expect(expected.some((g) => g.seat === seat && g.rollsLeft > 0)).toBe(true);
      expect(expected.filter((g) => g.seat === seat && g.chosen.choice.type === 'score')).toHaveLength(12);
    }
    await backend.close();

    // After a restart the finished game is graded whole from its file: pending while its table is loaded, then
    // pushed, then reported whole.
    const again = await openTestBackend(dir);
    expect(await again.client.coachGrades(view.gameId)).toEqual({
      gameId: view.gameId,
      grades: [],
      pending: expected.length,
    });
    await until(() => pushedGrades(again.events, view.gameId).length > 0, 'the grades');
    expect(pushedGrades(again.events, view.gameId)).toEqual([
      { type: 'coach-grades', gameId: view.gameId, grades: expected, pending: 0 },
    ]);
    expect(await again.client.coachGrades(view.gameId)).toEqual(report);
    await expect(again.client.coachGrades('no-such-game')).rejects.toThrow('there is no game no-such-game');
    await again.close();
  });

  it('counts decisions as pending while the table is made, then grades and pushes them', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Easy bot', level: 'easy' },
      ],
    });
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    await backend.client.act(id, { type: 'roll', keep: [0, 1] });
    await backend.client.act(id, { type: 'roll', keep: [] });
    await backend.client.act(id, { type: 'score', box: 'choice' });
    await backend.games.settled(); // the bot's turn
    const log = (await backend.client.getGame(id)).events;
    const decisions = decisionsOf(log);
    expect(decisions.length).toBeGreaterThanOrEqual(4);
    expect(pushedGrades(backend.events, id).map((p) => [p.grades.length, p.pending])).toEqual(
      decisions.map((_, i) => [0, i + 1]),
    );
    expect(await backend.client.coachGrades(id)).toEqual({
      gameId: id,
      grades: [],
      pending: decisions.length,
    });

    solver.release();
    await until(() => pushedGrades(backend.events, id).some((p) => p.grades.length > 0), 'the grades');
    const graded = pushedGrades(backend.events, id).filter((p) => p.grades.length > 0);
    expect(graded.flatMap((p) => p.grades)).toEqual(gradeDecisions(classicTable(), decisions));
    expect(graded.at(-1)?.pending).toBe(0);
    expect((await backend.client.coachGrades(id)).pending).toBe(0);
    await backend.close();
  });

  it('forgets an abandoned game', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame(HUMANS_AND_EASY);
    await backend.client.act(view.gameId, { type: 'roll' });
    await backend.client.act(view.gameId, { type: 'score', box: 'choice' });
    expect((await backend.client.coachGrades(view.gameId)).grades).toHaveLength(1);
    await backend.client.abandonGame(view.gameId);
    await expect(backend.client.coachGrades(view.gameId)).rejects.toThrow(`there is no game ${view.gameId}`);
    await backend.close();
  });
});

describe('grading and undo', () => {
  it('keeps the grade of a decision taken back, and grades the one made instead', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame(HUMANS_AND_EASY);
    const id = view.gameId;
    await backend.api.act(id, { type: 'roll' });
    // A re-roll, taken back within Ann's turn (with two people, an undo stays in the turn of the one to play).
    const first = await backend.api.act(id, { type: 'roll', keep: [] });
    await backend.api.undo(id);
    const second = await backend.api.act(id, { type: 'score', box: 'yacht' });
    await backend.games.settled();
    const log = (await backend.api.getGame(id)).events;
    const report = await backend.api.coachGrades(id);
    const taken = report.grades.find((g) => g.index === first.from);
    expect(taken).toMatchObject({ seat: 0, chosen: { choice: { type: 'keep', keep: [] } } });
    // The live decisions' grades are gradeDecisions over the log (which skips what was taken back).
    expect(report.grades.filter((g) => g !== taken)).toEqual(
      gradeDecisions(classicTable(), decisionsOf(log)),
    );
    expect(report.grades.find((g) => g.index === second.from)?.chosen.choice).toEqual({
      type: 'score',
      box: 'yacht',
    });
    await backend.close();
  });
});

describe('hints', () => {
  it('ranks the decision at hand; following the best action is graded lossless', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    const followed: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      for (;;) {
        const hint = await backend.client.coachHint(id);
        const game = await backend.client.getGame(id);
        const state = stateOf(game);
        expect(hint).toMatchObject({ gameId: id, at: game.events.length, seat: 0 });
        expect(hint.rollsLeft).toBe(3 - state.turn.rollsUsed);
        expect(hint.actions).toHaveLength(hint.options.length);
        expect(hint.options[0]?.loss).toBe(0);
        const action = hint.actions[0]!;
        await backend.client.act(id, action);
        followed.push(hint.at);
        if (action.type === 'score') break;
      }
      await backend.client.act(id, { type: 'roll' });
    }
    const grades = new Map((await backend.client.coachGrades(id)).grades.map((g) => [g.index, g]));
    for (const index of followed) expect(grades.get(index)).toMatchObject({ loss: 0, grade: 'best' });
    await backend.close();
  });

  it('holds the dice the best keep needs, preferring those already held', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    await backend.client.act(view.gameId, { type: 'roll' });
    const hint = await backend.client.coachHint(view.gameId);
    const dice = stateOf(await backend.client.getGame(view.gameId)).turn.dice ?? [];
    hint.options.forEach((option, i) => {
      const action = hint.actions[i]!;
      if (option.choice.type === 'score') expect(action).toEqual({ type: 'score', box: option.choice.box });
      else if (action.type === 'roll') {
        expect(action.keep.map((p) => dice[p]).sort()).toEqual([...option.choice.keep].sort());
      } else throw new Error('a keep must be played by a roll');
    });
    await backend.close();
  });

  it('refuses when there is no decision to make, or while the table is being made', async () => {
    const { solver, backend, view } = await soloWhileSolving();
    const id = view.gameId;
    await expect(backend.client.coachHint('no-such-game')).rejects.toThrow('there is no game no-such-game');
    await expect(backend.client.coachHint(id)).rejects.toThrow(
      'seat 0 (Ann) has not rolled yet: there is no decision to make',
    );
    await backend.client.act(id, { type: 'roll' });
    await expect(backend.client.coachHint(id)).rejects.toThrow(
      'the coach is still solving these rules (25%)',
    );
    solver.release();
    await tableReady(backend);
    expect((await backend.client.coachHint(id)).options.length).toBeGreaterThan(1);
    const final = await playToTheEnd(backend, view, rerollingHuman);
    await expect(backend.client.coachHint(final.gameId)).rejects.toThrow(
      'the game is over: there is no decision to make',
    );
    await backend.close();
  });

  it('answers once the table is made even if the solver let it go from memory (read back, as a game’s)', async () => {
    const solver = new FakeSolver();
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    await backend.client.act(view.gameId, { type: 'roll' });
    await tableReady(backend);
    solver.forget();
    const before = solver.priorities.length;
    expect((await backend.client.coachHint(view.gameId)).options.length).toBeGreaterThan(1);
    expect(solver.priorities.slice(before)).toEqual(['game']);
    await backend.close();
  });
});

describe('coachWhy', () => {
  it("gives the facts of the choice made and of the best one, with the grade's numbers", async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame(HUMANS_AND_EASY);
    const final = await playToTheEnd(backend, view, rerollingHuman);
    const { grades } = await backend.client.coachGrades(view.gameId);
    const decisions = new Map(decisionsOf(final.events).map((d) => [d.index, d]));
    // A few of each kind: keeps and scores that lost, and a best one.
    const lost = grades.filter((g) => g.grade !== 'best');
    const sample = [
      ...lost.filter((g) => g.rollsLeft > 0).slice(0, 3),
      ...lost.filter((g) => g.rollsLeft === 0).slice(0, 3),
      ...grades.filter((g) => g.grade === 'best').slice(0, 1),
    ];
    expect(sample.filter((g) => g.grade !== 'best' && g.rollsLeft > 0).length).toBeGreaterThan(0);
    expect(sample.filter((g) => g.grade !== 'best' && g.rollsLeft === 0).length).toBeGreaterThan(0);
    expect(sample.filter((g) => g.grade === 'best')).toHaveLength(1);
    for (const grade of sample) {
      const why = await backend.client.coachWhy(view.gameId, grade.index);
      const decision = decisions.get(grade.index)!;
      const ranked = rankOptions(classicTable(), decision, 'decision');
      expect(why.gameId).toBe(view.gameId);
      expect(why.index).toBe(grade.index);
      expect(why.chosen).toEqual(ranked.options.find((o) => sameChoice(o.choice, decision.choice)));
      expect(why.best).toEqual(ranked.options[0]);
      expect(why.chosen.words).toBe(grade.chosen.words);
      expect(why.chosen.ev).toBeCloseTo(grade.chosen.ev, 9);
      expect(why.best.ev).toBeCloseTo(grade.best.ev, 9);
      expect(why.chosen.loss).toBeCloseTo(grade.loss, 9);
      // Facts explain it: a keep says how the turn can end.
      if (grade.rollsLeft > 0) expect(why.chosen.facts.length + why.best.facts.length).toBeGreaterThan(0);
    }
    await backend.close();
  });

  it('refuses an index with no decision, an unknown game, and while the table is being made', async () => {
    const { solver, backend, view } = await soloWhileSolving();
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    const scored = await backend.client.act(id, { type: 'score', box: 'choice' });
    await expect(backend.client.coachWhy(id, scored.from)).rejects.toThrow(
      'the coach is still solving these rules',
    );
    solver.release();
    await tableReady(backend);
    expect((await backend.client.coachWhy(id, scored.from)).chosen.choice).toEqual({
      type: 'score',
      box: 'choice',
    });
    await expect(backend.client.coachWhy(id, 0)).rejects.toThrow(`game ${id} has no decision at log index 0`);
    await expect(backend.client.coachWhy('no-such-game', 1)).rejects.toThrow('there is no game no-such-game');
    await expect(backend.client.coachWhy(id, -1)).rejects.toThrow(/whole number from 0/);
    await backend.close();
  });
});

describe('analyzePosition', () => {
  it('asks for the table as a screen’s request, which a caller may give up', async () => {
    const solver = new FakeSolver();
    const backend = await openTestBackend(await tempDataDir(), { solver });
    await backend.api.analyzePosition({
      variant: 'classic',
      options: { secondYacht: true, joker: 'forced' },
      sheet: {},
      extraYachts: 0,
      dice: [1, 2, 3, 4, 5],
      rollsLeft: 2,
    });
    expect(solver.priorities).toEqual(['screen']);
    await backend.close();
  });

  it('refuses a position the solver cannot analyse, with the reason', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const rules = makeRules('standard');
    const bad: {
      sheet: Record<string, number>;
      dice: number[];
      rollsLeft: 0 | 1 | 2;
      extraYachts?: number;
    }[] = [
      { sheet: { fours: 13 }, dice: [1, 2, 3, 4, 5], rollsLeft: 2 as const },
      { sheet: { nope: 3 }, dice: [1, 2, 3, 4, 5], rollsLeft: 2 as const },
      { sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 2 as const, extraYachts: 2 },
      {
        sheet: Object.fromEntries(rules.boxes.map((b) => [b.id, b.scoring.kind === 'chance' ? 5 : 0])),
        dice: [1, 2, 3, 4, 5],
        rollsLeft: 0 as const,
      },
    ];
    for (const position of bad) {
      const reason = positionProblem(rules, position);
      expect(reason).not.toBeNull();
      await expect(backend.client.analyzePosition({ variant: 'standard', ...position })).rejects.toThrow(
        reason!,
      );
    }
    await backend.close();
  });

  it("ranks what a player can do, at `yacht analyze`'s numbers: every keep that rolls, and every box now", async () => {
    const backend = await openTestBackend(await tempDataDir());
    const table = solvedTable(makeRules('standard'));
    const key = (o: { keep?: readonly number[]; box?: string }): string =>
      o.box ?? `keep ${o.keep?.join('-')}`;
    for (const rollsLeft of [2, 1, 0] as const) {
      const position = { sheet: { sixes: 24 }, dice: [1, 2, 2, 5, 6], rollsLeft };
      const answer = await backend.client.analyzePosition({ variant: 'standard', ...position });
      const analysis = analyzeTurn(table, position);
      const boxes = analyzeTurn(table, { ...position, rollsLeft: 0 });
      expect(answer).toMatchObject({ rollsLeft, dice: [1, 2, 2, 5, 6], current: analysis.current });
      // With rolls left: the keeps that roll at least one die (standing is scoring now), and the boxes.
      const expected = new Map<string, number>();
      if (analysis.rollsLeft !== 0) {
        for (const o of analysis.options) if (o.keep.length < 5) expected.set(key(o), o.ev);
      }
      for (const o of boxes.options) expected.set(key(o), o.ev);
      const got = answer.options.map((o) => [
        key(o.choice.type === 'keep' ? { keep: o.choice.keep } : { box: o.choice.box }),
        o.ev,
      ]);
      expect(new Map(got as [string, number][])).toEqual(expected);
      expect(got.map(([, ev]) => ev)).toEqual([...expected.values()].sort((a, b) => b - a));
      expect(answer.options[0]?.loss).toBe(0);
    }
    // The documented example: keep 2-2 first, 264.801131.
    const answer = await backend.client.analyzePosition({
      variant: 'standard',
      sheet: { sixes: 24 },
      dice: [1, 2, 2, 5, 6],
      rollsLeft: 2,
    });
    expect(answer.options[0]).toMatchObject({ choice: { type: 'keep', keep: [2, 2] }, words: 'keep 2-2' });
    expect(answer.options[0]?.ev).toBeCloseTo(264.801131, 6);
    await backend.close();
  }, 60_000);
});
