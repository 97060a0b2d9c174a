// The crash test: games played through the real server process (node dist/server.js), which is killed with
// SIGKILL at random moments and at aimed ones (right after each kind of event, and around the last move of a
// game), then started again on the same data directory. After every restart:
// - every game's saved log starts with everything the client was told was saved (nothing told is lost);
// - a finished game is never playable again, and is never also the game in progress;
// - no temporary file is left in the data directory.
// YACHT_CRASH_KILLS sets the number of kills (the suite's size by default; more for a long run), dealt to
// CRASH_SHARDS test files (crash-N.test.ts) that vitest runs side by side, each on its own data directory.

import { readdir } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameView, NewGameInput } from '../../../src/shared/api/contract';
import {
  canUndo,
  pad,
  replay,
  rollsLeft,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { seededRandom } from '../../../src/shared/game';
import { ApiCallError, callApi, startServerProcess, type ServerProcess } from '../../support/server-process';

const KILLS = Number(process.env['YACHT_CRASH_KILLS'] ?? 56);
/** The number of crash-N.test.ts files. */
export const CRASH_SHARDS = 2;
const AIMS = ['created', 'rolled', 'kept', 'scored', 'undone', 'last-move'] as const;
type Aim = (typeof AIMS)[number] | 'random';

// An Easy bot first (its moves are saved in the background, between the client's calls), Ann last, so the
// last move of every game is one the client makes.
const SETUP: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'bot', name: 'Easy bot', level: 'easy' },
    { kind: 'human', name: 'Ann' },
  ],
};

/**
 * The client's side: the longest log the server has confirmed for each game, the log length each move's answer
 * said was saved, and the games seen finished.
 */
class Witness {
  readonly told = new Map<string, GameEvent[]>();
  readonly acked = new Map<string, number>();
  readonly finished = new Set<string>();

  ack(gameId: string, length: number): void {
    this.acked.set(gameId, Math.max(length, this.acked.get(gameId) ?? 0));
  }

  view(view: GameView): void {
    this.merge(view.gameId, 0, view.events);
    if (view.status === 'finished') this.finished.add(view.gameId);
  }

  merge(gameId: string, from: number, events: readonly GameEvent[]): void {
    const log = this.told.get(gameId) ?? [];
    // Events before `from` that this client has not seen yet (a bot's, pushed): the next full read fills them.
    if (from > log.length) return;
    const next = [...log.slice(0, from), ...events];
    // What was confirmed before is never contradicted by a later answer.
    const shorter = next.length < log.length ? next : log;
    expect(next.slice(0, shorter.length)).toEqual(log.slice(0, shorter.length));
    if (next.length > log.length) this.told.set(gameId, next);
  }
}

/** A connection refused or reset: the server is gone (killed). */
function isGone(error: unknown): boolean {
  return error instanceof TypeError;
}

/** A legal move for Ann, chosen at random: rolls with random keeps, holds, scores, and now and then an undo. */
function annMove(state: GameState, random: () => number): Action {
  if (canUndo(state) && random() < 0.08) return { type: 'undo' } as unknown as Action;
  const entries = pad(state)?.entries.filter((e) => e.legal) ?? [];
  if (entries.length === 0 || (rollsLeft(state) > 0 && random() < 0.5)) {
    const keep = [0, 1, 2, 3, 4].filter(() => random() < 0.4);
    if (state.turn.dice !== null && random() < 0.3) return { type: 'keep', positions: keep };
    return { type: 'roll', keep };
  }
  const entry = entries[Math.floor(random() * entries.length)]!;
  return { type: 'score', box: entry.box };
}

/** The box count of a sheet times the seats: the moves that end a game. */
function isLastMove(state: GameState, action: Action): boolean {
  if (action.type !== 'score') return false;
  const boxes = state.rules.boxes.length * state.seats.length;
  return state.turnsPlayed === boxes - 1;
}

/** One shard's kills (shard counts from 0): every aim of AIMS in turn with a random kill between. */
export function describeCrashes(shard: number): void {
  const kills = Math.ceil((KILLS - shard) / CRASH_SHARDS);
  describe(`the server killed with SIGKILL while games are played (shard ${shard + 1} of ${CRASH_SHARDS})`, () => {
    const dirs: string[] = [];
    afterAll(async () => {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it(`loses nothing it said was saved, never reopens a finished game, leaves no temporary file (${kills} kills)`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-crash-'));
      dirs.push(dataDir);
      const random = seededRandom(`crash/${Date.now()}`).next;
      const witness = new Witness();
      const aims: Aim[] = Array.from({ length: kills }, (_, k) =>
        k % 2 === 0 ? AIMS[(k / 2) % AIMS.length]! : 'random',
      );
      const hits = new Map<Aim, number>();
      let server: ServerProcess = await startServerProcess({ dataDir });
      await callApi(server.url, 'setSettings', { botSpeed: 'instant' });
      try {
        for (const aim of aims) {
          const t0 = performance.now();
          const hit = await playUntilKilled(server, aim);
          const t1 = performance.now();
          if (hit) hits.set(aim, (hits.get(aim) ?? 0) + 1);
          server = await startServerProcess({ dataDir });
          await checkAfterRestart(server, dataDir);
          if (process.env['YACHT_CRASH_TRACE'])
            console.log(aim, Math.round(t1 - t0), Math.round(performance.now() - t1));
        }
      } finally {
        await server.kill9();
      }
      // Every aim was reached at least once (a kill that found nothing to aim at still counts as a kill).
      for (const aim of [...AIMS, 'random' as const]) expect(hits.get(aim) ?? 0, aim).toBeGreaterThan(0);

      /** Plays until the aimed moment, then kills; true when the aim was reached. */
      async function playUntilKilled(running: ServerProcess, aim: Aim): Promise<boolean> {
        let reached = false;
        let timer: NodeJS.Timeout | undefined;
        if (aim === 'random') {
          timer = setTimeout(() => void running.kill9(), Math.floor(random() * 250));
          reached = true;
        }
        try {
          for (let step = 0; step < 2000 && !running.child.killed; step++) {
            const current = await callApi(running.url, 'currentGame');
            if (current === null) {
              const view = await callApi(running.url, 'createGame', SETUP);
              witness.view(view);
              if (aim === 'created') return (reached = true);
              continue;
            }
            witness.view(current);
            const state = replay(current.events);
            if (state.seats[state.turn.seat]?.kind === 'bot') {
              // The bot is about to play (or playing): let it finish its turn now.
              const skipped = await callApi(running.url, 'skipBots', current.gameId);
              witness.ack(current.gameId, skipped.length);
              const log = await callApi(running.url, 'getGame', current.gameId);
              witness.view(log);
              if (log.events.slice(skipped.from, skipped.length).some((e) => e.type === aim)) {
                return (reached = true);
              }
              continue;
            }
            const action = annMove(state, random);
            if (aim === 'last-move' && isLastMove(state, action)) {
              // The last move, and a kill 0–40 ms after it was sent: before, during or after the finish is saved.
              const sent = act(running, current.gameId, action);
              await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 40)));
              await running.kill9();
              await sent;
              return (reached = true);
            }
            const appended = await act(running, current.gameId, action);
            if (appended?.some((e) => e.type === aim)) return (reached = true);
          }
        } catch (error) {
          if (!isGone(error)) throw error;
        } finally {
          clearTimeout(timer);
          await running.kill9();
        }
        return reached;
      }

      /** The events a move appended (read back once it is answered), or null when it was refused or cut off. */
      async function act(running: ServerProcess, gameId: string, action: Action) {
        try {
          const method = (action as { type: string }).type === 'undo' ? 'undo' : 'act';
          const ack =
            method === 'undo'
              ? await callApi(running.url, 'undo', gameId)
              : await callApi(running.url, 'act', gameId, action);
          witness.ack(gameId, ack.length);
          const log = await callApi(running.url, 'getGame', gameId);
          witness.view(log);
          return log.events.slice(ack.from, ack.length);
        } catch (error) {
          if (isGone(error)) return null;
          // A move refused by the rules (an undo with nothing of Ann's to take back, say) changes nothing.
          if (error instanceof ApiCallError && error.status === 409) return null;
          throw error;
        }
      }

      async function checkAfterRestart(running: ServerProcess, dir: string): Promise<void> {
        for (const [gameId, told] of witness.told) {
          const view = await callApi(running.url, 'getGame', gameId);
          expect(
            view.events.slice(0, told.length),
            `game ${gameId} lost events it was told were saved`,
          ).toEqual(told);
          expect(
            view.events.length,
            `game ${gameId} lost a move it was told was saved`,
          ).toBeGreaterThanOrEqual(witness.acked.get(gameId) ?? 0);
          witness.view(view);
        }
        const current = await callApi(running.url, 'currentGame');
        const finished = (await callApi(running.url, 'finishedGames')).map((g) => g.gameId);
        for (const gameId of witness.finished) expect(finished).toContain(gameId);
        if (current !== null) {
          expect(finished, 'the game in progress is also filed as finished').not.toContain(current.gameId);
          expect(replay(current.events).over).toBe(false);
        }
        // The newest finished game cannot be played on.
        const newest = finished[0];
        if (newest !== undefined) {
          const refused = await callApi(running.url, 'act', newest, { type: 'roll' }).catch(
            (e: unknown) => e,
          );
          expect(refused).toBeInstanceOf(ApiCallError);
          expect((refused as ApiCallError).status).toBe(409);
          expect((refused as ApiCallError).reason).toMatch(/the game is over/);
        }
        const names = [...(await readdir(dir)), ...(await readdir(path.join(dir, 'games')).catch(() => []))];
        // The running server's bots may be saving a move right now: only its own temporary files may exist.
        const own = `.${running.child.pid}.`;
        expect(
          names.filter((name) => name.includes('.tmp') && !name.includes(own)),
          'temporary files left',
        ).toEqual([]);
        expect(running.output.join('\n')).not.toMatch(/Internal|failed:|unexpected failure/);
      }
    }, 300_000);
  });
}
