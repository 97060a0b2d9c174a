// The coach: every decision of every game graded against perfect play as it is committed (any seat, bots
// included), hints for the decision a game waits for, and the analysis of a position set up by hand. It hears
// of each saved event from the game service (GameObserver), grades on the analyst — the solver host's analysis
// worker in the app, so the table never waits for it — and pushes `coach-grades`. The solution (the solved
// values) is asked of Solutions; until it is ready decisions wait (and are counted as pending). What a game in
// progress waits for (its grades, a hint) is asked of the analyst as live work, ahead of replays and finished
// games' reports (background). Replays are kept (replay-cache.ts), and so are the grades of the last KEPT_FINISHED finished
// games asked for. Electron-free; side effects are passed in.

import type {
  CoachReport,
  Explanation,
  GameView,
  Hint,
  PositionRequest,
  ReplayView,
  ReplayWinView,
} from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import { decisionsOf, sameChoice, type Grade, type PositionOptions } from '../../shared/coach';
import { targetOf, type GameEvent } from '../../shared/game';
import type { TargetStartView } from '../../shared/api/target-schemas';
import type { ReplayWin } from '../../shared/replay';
import { rulesOf, type RuleSet } from '../../shared/rules';
import type { Position, ValueTable } from '../../shared/solver';
import { AnalysisBusy, type AnalysisPriority } from '../solver/analysis-queue';
import { positionProblem } from '../solver/position';
import type { WorkPriority } from '../solver/work-queue';
import { solverRefusal } from './solver-refusals';
import type { CoachAnalyst } from './coach-analyst';
import { decisionPosition, hintOf } from './coach-hint';
import { targetStart } from './target-start';
import { gradesWithWin, rankedWithWin } from './coach-win';
import type { EmitEvent } from './events';
import type { GameObserver, PlayingGame } from './game-service';
import { GameGrades } from './game-grades';
import { ReplayCache } from './replay-cache';
import type { Solutions } from './solutions';

/**
 * Finished games whose grades stay in memory (the end screen, the history page: at most 50 at once), the least
 * recently asked for going first: a few hundred grades each, about 100 kB for six seats.
 */
export const KEPT_FINISHED = 64;

export interface CoachServiceDeps {
  readonly solutions: Solutions;
  readonly analyst: CoachAnalyst;
  readonly emit: EmitEvent;
  /** The game in progress, if it is this one (GameService.playing). */
  readonly playing: (gameId: string) => PlayingGame | null;
  /** Any game, in progress or finished (GameService.get; unknown games are refused there). */
  readonly readGame: (gameId: string) => Promise<GameView>;
  readonly logError?: ((message: string) => void) | undefined;
}

export class CoachService implements GameObserver {
  private readonly games = new Map<string, GameGrades>();
  /** Finished games kept, least recently asked for first. */
  private readonly finished: string[] = [];
  private readonly replays = new ReplayCache();
  /** The view of each kept replay (it goes with the replay). */
  private readonly views = new WeakMap<object, ReplayView>();
  /** Games' win chances (replays of two or more seats), kept as the replays are. */
  private readonly wins = new ReplayCache<ReplayWin | null>();

  constructor(private readonly deps: CoachServiceDeps) {}

  // ---- GameObserver ------------------------------------------------------------------------------------------

  opened(gameId: string, events: readonly GameEvent[]): void {
    const game = this.track(gameId, events);
    // Made while the first turn is played, so grades can follow the first decision at once.
    this.deps.solutions.prepare(game.rules, 'game');
    this.grade(game);
  }

  appended(gameId: string, events: readonly GameEvent[], decision: boolean): void {
    const game = this.games.get(gameId) ?? this.track(gameId, events);
    game.appended(events, decision);
    if (!decision) return;
    if (!this.deps.solutions.ready(game.rules)) this.push(game, []);
    this.grade(game);
  }

  ended(gameId: string, status: 'finished' | 'abandoned'): void {
    if (status === 'abandoned') {
      this.forget(gameId);
      this.replays.forget(gameId);
      this.wins.forget(gameId);
    } else this.keepFinished(gameId);
  }

  // ---- The API -----------------------------------------------------------------------------------------------

  /** The game's grades so far; a game not in memory (finished, after a restart) is graded whole first. */
  async grades(gameId: string): Promise<CoachReport> {
    let game = this.games.get(gameId);
    if (game && this.finished.includes(gameId)) this.keepFinished(gameId);
    if (!game) {
      const view = await this.deps.readGame(gameId);
      game = this.track(gameId, view.events, view.status === 'finished' ? 'background' : 'live');
      if (view.status === 'finished') this.keepFinished(gameId);
    }
    if (this.deps.solutions.ready(game.rules)) {
      // Grading with the table ready takes milliseconds: the report waits for it, so it is complete.
      this.grade(game);
      await game.settled();
      // Refused for newer analyses of past games: say so, rather than report a game half graded.
      if (game.ungraded && game.failure instanceof AnalysisBusy) throw busy(game.failure);
    } else {
      this.grade(game);
    }
    return { gameId, grades: game.all(), pending: this.pending(game) };
  }

  /** The ranked options of the decision the game in progress waits for, with the action that plays each. */
  async hint(gameId: string): Promise<Hint> {
    const game = this.deps.playing(gameId);
    if (!game) {
      await this.deps.readGame(gameId);
      throw new ApiRequestError('conflict', 'the game is over: there is no decision to make');
    }
    const at = decisionPosition(game.state);
    if ('none' in at) throw new ApiRequestError('conflict', at.none);
    const table = await this.readySolution(game.state.rules, 'game');
    const points = await this.deps.analyst.rank(table, at.position, 'decision', 'live');
    // At a table of 2+ seats, each option's chance to win as well; alone with a target, to reach it (coach-win.ts).
    const ranked =
      game.state.seats.length < 2 && game.state.target === null
        ? points
        : await rankedWithWin(this.deps.analyst, table, game.state, at.position, points, this.deps.logError);
    return hintOf(gameId, game.events.length, game.state, ranked);
  }

  /** Why a decision of a game (by log index) was graded as it was: its facts beside the best choice's. */
  async why(gameId: string, index: number): Promise<Explanation> {
    const events = this.deps.playing(gameId)?.events ?? (await this.deps.readGame(gameId)).events;
    const decision = decisionsOf(events).find((d) => d.index === index);
    if (!decision) {
      throw new ApiRequestError(
        'not-found',
        `game ${gameId} has no decision at log index ${index} (or it was taken back)`,
      );
    }
    const table = await this.readySolution(rulesOfLog(gameId, events), this.urgency(gameId));
    // A person waits for it, and it takes milliseconds: live.
    const ranked = await this.deps.analyst.rank(table, decision, 'decision', 'live');
    const chosen = ranked.options.find((o) => sameChoice(o.choice, decision.choice));
    const best = ranked.options[0];
    if (!chosen || !best) throw new Error(`decision ${index} of game ${gameId} is not among its options`);
    return { gameId, index, chosen, best };
  }

  /**
   * What a player can do in a position set up by hand, ranked as a hint ranks it (every keep that rolls a die
   * and every box to score now, at `yacht analyze`'s numbers; the table made if need be).
   */
  async analyze(request: PositionRequest, signal?: AbortSignal): Promise<PositionOptions> {
    const rules = rulesOf(request);
    const position: Position = {
      sheet: request.sheet,
      extraYachts: request.extraYachts,
      dice: request.dice,
      rollsLeft: request.rollsLeft,
    };
    const problem = positionProblem(rules, position);
    if (problem) throw new ApiRequestError('bad-input', problem);
    let table: ValueTable;
    try {
      table = await this.deps.solutions.solved(rules, { priority: 'screen', ...(signal ? { signal } : {}) });
    } catch (error) {
      // The solver's refusals (busy, cancelled) are said as such.
      if (solverRefusal(error)) throw error;
      throw new ApiRequestError(
        'conflict',
        `the table of these rules could not be made: ${messageOf(error)}`,
      );
    }
    return this.deps.analyst.rank(table, position, 'decision', 'live');
  }

  /**
   * A game's replay: its course under perfect play and Perfect's shadow (not ready while the table is made).
   * Made once per game and log length (background work), then kept.
   */
  async replay(gameId: string): Promise<ReplayView> {
    const events = this.deps.playing(gameId)?.events ?? (await this.deps.readGame(gameId)).events;
    const table = await this.readySolution(rulesOfLog(gameId, events), this.urgency(gameId));
    try {
      const analysis = await this.replays.replay(gameId, events, () =>
        this.deps.analyst.replay(table, events, 'background'),
      );
      // The same view for the same kept replay: checked and written once over the transport (dispatch).
      let view = this.views.get(analysis);
      if (!view) {
        view = { gameId, ...analysis };
        this.views.set(analysis, view);
      }
      return view;
    } catch (error) {
      if (error instanceof AnalysisBusy) throw busy(error);
      throw error;
    }
  }

  /** Target practice: how likely the game's target was at the start, playing for it (target-start.ts). */
  async targetStart(gameId: string): Promise<TargetStartView> {
    const events = this.deps.playing(gameId)?.events ?? (await this.deps.readGame(gameId)).events;
    const target = targetOf(events);
    if (target === null) return { gameId, start: null };
    const table = await this.readySolution(rulesOfLog(gameId, events), this.urgency(gameId));
    return { gameId, start: await targetStart(this.deps.analyst, table, target) };
  }

  /** A game's win chances (null alone, or with an analyst that has none): seconds of background work. */
  async replayWin(gameId: string): Promise<ReplayWinView> {
    const events = this.deps.playing(gameId)?.events ?? (await this.deps.readGame(gameId)).events;
    const table = await this.readySolution(rulesOfLog(gameId, events), this.urgency(gameId));
    const { analyst } = this.deps;
    if (!analyst.replayWin) return { gameId, win: null };
    try {
      const win = await this.wins.replay(gameId, events, () =>
        analyst.replayWin!(table, events, 'background'),
      );
      return { gameId, win };
    } catch (error) {
      if (error instanceof AnalysisBusy) throw busy(error);
      throw error;
    }
  }

  // ---- Grading -----------------------------------------------------------------------------------------------

  private track(
    gameId: string,
    events: readonly GameEvent[],
    priority: AnalysisPriority = 'live',
  ): GameGrades {
    const game = new GameGrades(gameId, rulesOfLog(gameId, events), events, priority);
    const before = this.games.get(gameId);
    if (before) before.dropped = true;
    this.games.set(gameId, game);
    return game;
  }

  private grade(game: GameGrades): void {
    game.pump(
      // A game in progress waits for its grades as a game; a finished game's report, as a screen.
      () =>
        this.deps.solutions.solved(game.rules, { priority: game.priority === 'live' ? 'game' : 'screen' }),
      async (table, events, from) => {
        const grades = await this.deps.analyst.grade(table, events, from, game.priority);
        this.gradeByWin(game, table, events, grades);
        return grades;
      },
      (grades) => this.push(game, grades),
      (error) => this.deps.logError?.(`grading game ${game.gameId} failed: ${messageOf(error)}`),
    );
  }

  /**
   * A person's decisions at a table of 2+ seats graded by win chance too (coach-win.ts), pushed again once
   * worked out: the points grade goes out at once, since a turn's first win solve can take up to a second.
   */
  private gradeByWin(
    game: GameGrades,
    table: ValueTable,
    events: readonly GameEvent[],
    grades: readonly Grade[],
  ): void {
    if (game.priority !== 'live' || grades.length === 0 || this.deps.analyst.winOptions === undefined) return;
    const log = this.deps.logError;
    void gradesWithWin(this.deps.analyst, table, events, grades, game.priority, log)
      .then((graded) => {
        const byWin = graded.filter((g) => g.win !== undefined);
        if (game.dropped || byWin.length === 0) return;
        game.improve(byWin);
        this.push(game, byWin);
      })
      .catch((error: unknown) =>
        log?.(`grading game ${game.gameId} by win chance failed: ${messageOf(error)}`),
      );
  }

  /** Decisions waiting for the table (none once it is ready: the rest are being graded). */
  private pending(game: GameGrades): number {
    return this.deps.solutions.ready(game.rules) ? 0 : game.ungradedCount();
  }

  private push(game: GameGrades, grades: readonly Grade[]): void {
    if (game.dropped) return;
    this.deps.emit({
      type: 'coach-grades',
      gameId: game.gameId,
      grades: [...grades],
      pending: this.pending(game),
    });
  }

  /**
   * The table of these rules when it is made (read back from the disk cache if the solver let it go from
   * memory), else it is asked for and the call answered not-ready.
   */
  private async readySolution(rules: RuleSet, priority: WorkPriority): Promise<ValueTable> {
    const table = this.deps.solutions.ready(rules);
    if (table) return table;
    if (this.deps.solutions.status(rules)?.ready) return this.deps.solutions.solved(rules, { priority });
    const status = this.deps.solutions.prepare(rules, priority);
    throw new ApiRequestError(
      'not-ready',
      `the coach is still solving these rules (${Math.floor(status.progress * 100)}%)`,
    );
  }

  /** How urgent a game's analysis is for the solver: a game in progress's, or a screen's. */
  private urgency(gameId: string): WorkPriority {
    return this.deps.playing(gameId) ? 'game' : 'screen';
  }

  /** Keeps a finished game's grades, as the most recently asked for. */
  private keepFinished(gameId: string): void {
    if (!this.games.has(gameId)) return;
    const at = this.finished.indexOf(gameId);
    if (at >= 0) this.finished.splice(at, 1);
    this.finished.push(gameId);
    while (this.finished.length > KEPT_FINISHED) this.forget(this.finished.shift() ?? '');
  }

  private forget(gameId: string): void {
    const game = this.games.get(gameId);
    if (game) game.dropped = true;
    this.games.delete(gameId);
    const at = this.finished.indexOf(gameId);
    if (at >= 0) this.finished.splice(at, 1);
  }
}

function rulesOfLog(gameId: string, events: readonly GameEvent[]): RuleSet {
  const created = events[0];
  if (created?.type !== 'created') throw new Error(`the log of game ${gameId} does not start with 'created'`);
  return rulesOf(created);
}

/** The analyst's refusal, as the API says it: the same call works a little later. */
function busy(error: AnalysisBusy): ApiRequestError {
  return new ApiRequestError('not-ready', error.message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
