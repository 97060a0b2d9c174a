// Replays kept, and the coach's calls by priority: a game's replay is made once per log length (a finished
// game's once), kept within a count and a size (the least recently asked for going first), shared while being
// made; a game in progress asks for its grades and hints as live work, a replay and a finished game's report as
// background work; and an analysis refused as busy is a 'not-ready' answer, never a report half graded.

import { describe, expect, it } from 'vitest';
import type {} from '../../../src/shared/api/contract';
import type { Grade, OptionsMode, PositionOptions } from '../../../src/shared/coach';
import { gameFileText, type GameEvent } from '../../../src/shared/game';
import type { ReplayAnalysis } from '../../../src/shared/replay';
import type { Position, ValueTable } from '../../../src/shared/solver';
import { InProcessAnalyst, type CoachAnalyst } from '../../../src/main/backend/coach-analyst';
import { KEPT_FINISHED } from '../../../src/main/backend/coach-service';
import { KEPT_REPLAY_EVENTS, KEPT_REPLAYS, ReplayCache } from '../../../src/main/backend/replay-cache';
import { AnalysisBusy, type AnalysisPriority } from '../../../src/main/solver/analysis-queue';
import {
  botLog,
  HUMAN_VS_EASY,
  humanMove,
  openTestBackend,
  rerollingHuman,
  stateOf,
  tempDataDir,
  type TestBackend,
  playToTheEnd,
} from './helpers';

/** The in-process analyst, noting every call and its priority; told to, it refuses calls as busy. */
class CountingAnalyst implements CoachAnalyst {
  readonly calls: { readonly method: string; readonly priority: AnalysisPriority | undefined }[] = [];
  readonly busy = new Set<string>();
  private readonly inner = new InProcessAnalyst();

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  private note(method: string, priority: AnalysisPriority | undefined): void {
    this.calls.push({ method, priority });
    if (this.busy.has(method)) throw new AnalysisBusy('the coach is busy: newer analyses were asked for');
  }

  async grade(
    t: ValueTable,
    e: readonly GameEvent[],
    from: number,
    p?: AnalysisPriority,
  ): Promise<readonly Grade[]> {
    this.note('grade', p);
    return this.inner.grade(t, e, from);
  }

  async rank(t: ValueTable, at: Position, mode: OptionsMode, p?: AnalysisPriority): Promise<PositionOptions> {
    this.note('rank', p);
    return this.inner.rank(t, at, mode);
  }

  async replay(t: ValueTable, e: readonly GameEvent[], p?: AnalysisPriority): Promise<ReplayAnalysis> {
    this.note('replay', p);
    return this.inner.replay(t, e);
  }
}

/** Waits for the classic table (a hand-set position's analysis waits for it; a replay would not). */
async function tableReady(backend: TestBackend): Promise<void> {
  await backend.client.analyzePosition({
    variant: 'classic',
    sheet: {},
    dice: [1, 2, 3, 4, 6],
    rollsLeft: 2,
  });
}

/** A log of `length` events whose `created` event names `name` (the cache reads only these). */
function log(name: string, length: number): GameEvent[] {
  const created = { type: 'created', seats: [{ kind: 'human', name }] } as unknown as GameEvent;
  return [created, ...Array<GameEvent>(length - 1).fill({ type: 'kept', seat: 0, positions: [] })];
}

const analysis = (name: string): ReplayAnalysis => ({ name }) as unknown as ReplayAnalysis;

describe('the replay cache', () => {
  it('makes a replay once per game and log length, and shares one being made', async () => {
    const cache = new ReplayCache();
    let made = 0;
    const make = (name: string) => () => {
      made++;
      return Promise.resolve(analysis(name));
    };
    const first = cache.replay('a', log('Ann', 10), make('a/10'));
    const again = cache.replay('a', log('Ann', 10), make('never'));
    expect(await first).toEqual(analysis('a/10'));
    expect(await again).toBe(await first);
    expect(made).toBe(1);
    // The game went on: made again, and it replaces the shorter one.
    expect(await cache.replay('a', log('Ann', 12), make('a/12'))).toEqual(analysis('a/12'));
    expect(made).toBe(2);
    expect(cache.size).toBe(1);
    // Another game under a freed id (another `created` event): made again.
    expect(await cache.replay('a', log('Bob', 12), make('bob'))).toEqual(analysis('bob'));
    expect(made).toBe(3);
  });

  it('keeps at most its count of replays and its events, the least recently asked for going first', async () => {
    const cache = new ReplayCache({ replays: 3, events: 100 });
    let made = 0;
    const ask = (id: string, length: number): Promise<ReplayAnalysis> =>
      cache.replay(id, log(id, length), () => {
        made++;
        return Promise.resolve(analysis(id));
      });
    for (const id of ['a', 'b', 'c']) await ask(id, 20);
    await ask('a', 20); // a is now the most recent: b goes first
    await ask('d', 20);
    expect([cache.size, cache.keptEvents, made]).toEqual([3, 60, 4]);
    await ask('a', 20);
    await ask('c', 20);
    await ask('d', 20);
    expect(made).toBe(4);
    await ask('b', 20);
    expect(made).toBe(5);
    // The events bound: a long log pushes out the oldest ones until it fits; one over the bound is not kept.
    await ask('long', 80);
    expect([cache.size, cache.keptEvents]).toEqual([2, 100]);
    await ask('huge', 101);
    await ask('huge', 101);
    expect(made).toBe(8);
    expect(cache.keptEvents).toBeLessThanOrEqual(100);
    for (let i = 0; i < 50; i++) await ask(`g${i}`, 1 + (i % 40));
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.keptEvents).toBeLessThanOrEqual(100);
  });

  it('does not keep a failure: the next ask makes it again', async () => {
    const cache = new ReplayCache();
    await expect(
      cache.replay('a', log('Ann', 5), () => Promise.reject(new Error('worker died'))),
    ).rejects.toThrow('worker died');
    expect(cache.size).toBe(0);
    await expect(cache.replay('a', log('Ann', 5), () => Promise.resolve(analysis('a')))).resolves.toEqual(
      analysis('a'),
    );
  });

  it('has stated bounds', () => {
    expect([KEPT_REPLAYS, KEPT_REPLAY_EVENTS]).toEqual([16, 100_000]);
    expect(() => new ReplayCache({ replays: 0, events: 10 })).toThrow('at least one replay');
  });
});

describe('the coach’s replays and priorities', () => {
  it('asks the analyst for a finished game’s replay once; a game in progress’s again once it moved on', async () => {
    const analyst = new CountingAnalyst();
    const backend = await openTestBackend(await tempDataDir(), { analyst });
    const done = await playToTheEnd(backend, await backend.client.createGame(HUMAN_VS_EASY));
    const first = await backend.client.replayGame(done.gameId);
    const [second, third] = await Promise.all([
      backend.client.replayGame(done.gameId),
      backend.client.replayGame(done.gameId),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(analyst.count('replay')).toBe(1);

    const going = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(going.gameId, { type: 'roll' });
    const early = await backend.client.replayGame(going.gameId);
    await backend.client.replayGame(going.gameId);
    expect(analyst.count('replay')).toBe(2);
    await backend.client.act(going.gameId, humanMove(stateOf(await backend.client.getGame(going.gameId))));
    await backend.games.settled();
    const later = await backend.client.replayGame(going.gameId);
    expect(analyst.count('replay')).toBe(3);
    expect(later.course.points.length).toBeGreaterThan(early.course.points.length);
    await backend.close();
  });

  it('asks for a game in progress’s grades and hints as live work, replays and reports of finished games as background', async () => {
    const dir = await tempDataDir();
    const analyst = new CountingAnalyst();
    const backend = await openTestBackend(dir, { analyst });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(view.gameId, { type: 'roll' });
    await backend.client.coachHint(view.gameId);
    await backend.client.replayGame(view.gameId);
    const done = await playToTheEnd(backend, view, rerollingHuman);
    await backend.close();
    expect(analyst.calls.filter((c) => c.method !== 'replay').every((c) => c.priority === 'live')).toBe(true);
    expect(analyst.calls.filter((c) => c.method === 'replay').map((c) => c.priority)).toEqual(['background']);
    expect(analyst.count('grade')).toBeGreaterThan(0);
    expect(analyst.count('rank')).toBe(1);

    // After a restart the finished game is graded whole for its report: background work.
    const reopened = new CountingAnalyst();
    const again = await openTestBackend(dir, { analyst: reopened });
    await tableReady(again);
    const report = await again.client.coachGrades(done.gameId);
    expect(report.grades.length).toBeGreaterThan(0);
    expect(reopened.calls.slice(1)).toEqual([{ method: 'grade', priority: 'background' }]);
    // Kept: a second report asks nothing.
    await again.client.coachGrades(done.gameId);
    expect(reopened.calls).toHaveLength(2);
    await again.close();
  });

  it('keeps the grades of the finished games last asked for, KEPT_FINISHED of them', async () => {
    const analyst = new CountingAnalyst();
    const backend = await openTestBackend(await tempDataDir(), { analyst });
    await tableReady(backend);
    const ids: string[] = [];
    for (let g = 0; g <= KEPT_FINISHED; g++) {
      const text = gameFileText(botLog('classic', `kept/${g}`), { gameId: `kept-${g}` });
      ids.push((await backend.client.importGame(text)).gameId);
    }
    const graded = (): number => analyst.count('grade');
    for (const id of ids.slice(0, KEPT_FINISHED)) await backend.client.coachGrades(id);
    expect(graded()).toBe(KEPT_FINISHED);
    // Asked again: kept, and now the most recently asked for.
    await backend.client.coachGrades(ids[0]!);
    expect(graded()).toBe(KEPT_FINISHED);
    // One more game: the least recently asked for (the second) makes way.
    await backend.client.coachGrades(ids[KEPT_FINISHED]!);
    await backend.client.coachGrades(ids[0]!);
    expect(graded()).toBe(KEPT_FINISHED + 1);
    await backend.client.coachGrades(ids[1]!);
    expect(graded()).toBe(KEPT_FINISHED + 2);
    await backend.close();
  }, 60_000);

  it('answers an analysis refused as busy with not-ready (the same call works later), never half a report', async () => {
    const dir = await tempDataDir();
    const first = await openTestBackend(dir);
    const done = await playToTheEnd(first, await first.client.createGame(HUMAN_VS_EASY));
    await first.close();
    const analyst = new CountingAnalyst();
    const backend = await openTestBackend(dir, { analyst });
    await tableReady(backend);
    analyst.busy.add('replay').add('grade');
    const busy = { kind: 'not-ready', message: expect.stringMatching(/^the coach is busy: /) as unknown };
    await expect(backend.client.replayGame(done.gameId)).rejects.toMatchObject(busy);
    await expect(backend.client.coachGrades(done.gameId)).rejects.toMatchObject(busy);
    analyst.busy.clear();
    expect((await backend.client.replayGame(done.gameId)).gameId).toBe(done.gameId);
    expect((await backend.client.coachGrades(done.gameId)).grades.length).toBeGreaterThan(0);
    await backend.close();
  });
});
