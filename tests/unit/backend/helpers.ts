// Shared by the backend and API tests: a temporary data directory, a backend over it (Easy bots, instant,
// seeded dice), a stand-in for the solver host, and a simple human who plays legal moves.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { ApiEvent, GameView, NewGameInput } from '../../../src/shared/api/contract';
import {
  createBot,
  decisionAction,
  decodeValuation,
  deriveValuation,
  type BoxValuation,
} from '../../../src/shared/bots';
import {
  pad,
  play,
  replay,
  seededRandom,
  startGame,
  type Action,
  type BotLevel,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { rulesFingerprint, type RuleSet, type Variant } from '../../../src/shared/rules';
import { scoreDistribution, type ScoreDistribution, type ValueTable } from '../../../src/shared/solver';
import { openAppBackend, type AppBackend, type AppBackendOptions } from '../../../src/main/app';
import type { SolveAsk, SolverSource } from '../../../src/main/backend/solutions';
import type { WorkPriority } from '../../../src/main/solver/work-queue';
import { createMemoryClient, type MemoryClient } from '../../../src/renderer/api/memory-client';
import { solvedTable } from '../../support/solved-tables';

const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh data directory, removed after the test. */
export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-backend-'));
  dirs.push(dir);
  return dir;
}

/** A solver host stand-in: tables solved in-process, at once or when the test releases them, and kept. */
export class FakeSolver implements SolverSource {
  readonly requests: string[] = [];
  /** The priority of each request, in order. */
  readonly priorities: (WorkPriority | undefined)[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly kept = new Map<string, ValueTable>();
  private readonly held = new Map<string, number>();

  constructor(private readonly hold_ = false) {}

  getTable(rules: RuleSet, request: SolveAsk): Promise<{ table: ValueTable }> {
    this.requests.push(rules.variant);
    this.priorities.push(request.priority);
    return new Promise((resolve) => {
      const finish = (): void => {
        request.onProgress?.(0.5);
        const table = this.kept.get(rulesFingerprint(rules)) ?? solvedTable(rules);
        // Kept as the host keeps it: once the work is done, never while the caller is still asking.
        void Promise.resolve().then(() => {
          this.kept.set(rulesFingerprint(rules), table);
          request.onProgress?.(1);
          resolve({ table });
        });
      };
      if (this.hold_) {
        request.onProgress?.(0.25);
        this.waiting.push(finish);
      } else finish();
    });
  }

  keptTable(rules: RuleSet): ValueTable | undefined {
    return this.kept.get(rulesFingerprint(rules));
  }

  /** Games in progress holding each rule set (by fingerprint). */
  holds(rules: RuleSet): number {
    return this.held.get(rulesFingerprint(rules)) ?? 0;
  }

  hold(rules: RuleSet): () => void {
    const key = rulesFingerprint(rules);
    this.held.set(key, this.holds(rules) + 1);
    return () => this.held.set(key, this.holds(rules) - 1);
  }

  /** Forgets the tables made so far (as the host's memory budget may). */
  forget(): void {
    this.kept.clear();
  }

  release(): void {
    for (const finish of this.waiting.splice(0)) finish();
  }

  /** Hard's valuation of custom rules, derived in this thread (the host does it on a worker). */
  async valuation(rules: RuleSet): Promise<BoxValuation> {
    const { table } = await this.getTable(rules, {});
    return decodeValuation(deriveValuation(table, 100, 'fake-solver'));
  }

  private readonly distributions = new Map<string, ScoreDistribution>();

  /** The exact distribution, computed in this thread once per rules (use small rules such as classic). */
  async distribution(
    rules: RuleSet,
    request: SolveAsk,
  ): Promise<{ distribution: ScoreDistribution; cached: boolean }> {
    const key = rulesFingerprint(rules);
    const kept = this.distributions.get(key);
    if (kept) {
      request.onProgress?.(1);
      return { distribution: kept, cached: true };
    }
    const { table } = await this.getTable(rules, {
      onProgress: (f) => request.onProgress?.(f / 2),
      ...(request.priority ? { priority: request.priority } : {}),
    });
    const distribution = scoreDistribution(table, { onProgress: (f) => request.onProgress?.(0.5 + f / 2) });
    this.distributions.set(key, distribution);
    return { distribution, cached: false };
  }
}

/** The tests' clock: starts at a fixed time, one second more at each reading. */
export function steppingClock(start = Date.parse('2026-01-01T10:00:00.000Z')): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

export interface TestBackend extends AppBackend {
  /** Every event pushed since it opened. */
  readonly events: ApiEvent[];
  /** The renderer's in-memory client over it: calls validated by the contract, as over a transport. */
  readonly client: MemoryClient;
}

export async function openTestBackend(
  dataDir: string,
  options: Partial<AppBackendOptions> = {},
): Promise<TestBackend> {
  let ids = 0;
  const backend = await openAppBackend({
    version: '1.2.3',
    dataDir,
    solver: new FakeSolver(),
    clock: steppingClock(),
    diceSeed: 'test',
    newGameId: () => `game-${++ids}-${Math.random().toString(36).slice(2, 8)}`,
    ...options,
  });
  const events: ApiEvent[] = [];
  backend.subscribe((event) => events.push(event));
  if (backend.settings.get().botSpeed !== 'instant') backend.settings.update({ botSpeed: 'instant' });
  return Object.assign(backend, { events, client: createMemoryClient(backend) });
}

export const HUMAN_VS_EASY: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Easy bot', level: 'easy' },
  ],
};

/** Plays every human move with `move` until the game is over (the bots play between them): the finished view. */
export async function playToTheEnd(
  backend: TestBackend,
  view: GameView,
  move: (state: GameState) => Action = humanMove,
): Promise<GameView> {
  for (let n = 0; n < 1000; n++) {
    await backend.games.settled();
    const current = await backend.client.getGame(view.gameId);
    const state = stateOf(current);
    if (state.over) return current;
    await backend.client.act(view.gameId, move(state));
  }
  throw new Error('the game did not end');
}

/** A plain human: rolls once, then scores the best-paying legal box (the first one on a tie). */
export function humanMove(state: GameState): Action {
  const p = pad(state);
  if (p === null) return { type: 'roll' };
  let best = p.entries.find((e) => e.legal);
  for (const entry of p.entries) if (entry.legal && (entry.points ?? 0) > (best?.points ?? 0)) best = entry;
  if (!best) throw new Error('no legal box');
  return { type: 'score', box: best.box };
}

export function stateOf(view: GameView): GameState {
  return replay(view.events);
}

/** A whole game's log played by bots (Easy and Medium: no table needed) with seeded dice. */
export function botLog(
  variant: Variant,
  seed: string,
  levels: readonly BotLevel[] = ['easy', 'medium'],
): GameEvent[] {
  let game = startGame({
    variant,
    seats: levels.map((level) => ({ kind: 'bot', name: level, level })),
    seed,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const random = seededRandom(seed);
  const bots = levels.map((level) => createBot(level, game.state.rules));
  while (!game.state.over) {
    const seat = game.state.turn.seat;
    const decision = bots[seat]!.decide(game.state);
    game = play(game, decisionAction(decision, seat), { random });
  }
  return [...game.events];
}

/** A human who thinks a little: rolls, re-rolls once keeping the most common face, then scores like humanMove. */
export function rerollingHuman(state: GameState): Action {
  const dice = state.turn.dice;
  if (dice === null) return { type: 'roll' };
  if (state.turn.rollsUsed === 1) {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const face of dice) counts[face] = (counts[face] ?? 0) + 1;
    const most = counts.indexOf(Math.max(...counts));
    return { type: 'roll', keep: dice.flatMap((face, position) => (face === most ? [position] : [])) };
  }
  return humanMove(state);
}
