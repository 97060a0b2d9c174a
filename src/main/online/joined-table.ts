// The table this app has joined (another player's app hosts it): the backend holds the connection (a
// TableClient over `ws`, so the page itself never connects anywhere but its own backend), reconnects after a
// drop with the seat's token, tells the page of every change (`joined-table`), and files the finished game in
// this app's history too.

import type { ApiEvent, CoachReport, Explanation, Hint } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import {
  type JoinedTableView,
  type JoinPhase,
  type JoinTarget,
  type OnlineAction,
} from '../../shared/api/online';
import type { GameEvent } from '../../shared/game';
import { TableClient, TableError, type OpenSocket } from '../../shared/online/table-client';
import { Rejoiner, type RejoinStatus } from '../../shared/online/rejoin';
import type { Timers } from '../runtime/timers';
import { readJoinTarget } from './join-link';
import { quoted } from './refusal-log';

export interface JoinedTablesDeps {
  readonly openSocket: OpenSocket;
  readonly emit: (event: ApiEvent) => void;
  /** Files a finished game's log in this app's history. */
  readonly keepFinished: (gameId: string, events: readonly GameEvent[]) => Promise<void>;
  readonly timers: Timers;
  readonly logError: (message: string) => void;
}

interface Joined {
  readonly client: TableClient;
  readonly address: string;
  readonly code: string;
  phase: JoinPhase;
  problem: string | null;
  /** Comes back to the table after a drop, and while the host is away (once the host has welcomed us). */
  rejoiner: Rejoiner | null;
  /** The games filed in this app's history (the last two: the one before a Play again, and this one). */
  kept: string[];
  left: boolean;
}

export class JoinedTables {
  private joined: Joined | null = null;

  constructor(private readonly deps: JoinedTablesDeps) {}

  /** Joins the table of a link or address (leaving the one joined before, if any): resolves once the host welcomed us. */
  async join(where: JoinTarget): Promise<JoinedTableView> {
    const target = readJoinTarget(where);
    if (typeof target === 'string') throw new ApiRequestError('bad-input', target);
    this.leave();
    const joined: Joined = {
      client: new TableClient(this.deps.openSocket, target.socket, target.code),
      address: target.address,
      code: target.code,
      phase: 'joining',
      problem: null,
      rejoiner: null,
      kept: [],
      left: false,
    };
    this.joined = joined;
    joined.client.subscribe(() => this.changed(joined));
    try {
      await joined.client.connect();
    } catch (error) {
      this.joined = null;
      joined.left = true;
      joined.client.disconnect();
      if (error instanceof TableError && error.kind === 'forbidden') {
        throw new ApiRequestError('forbidden', `the table refused: ${error.message}`);
      }
      throw new ApiRequestError('conflict', `no table answered at ${target.address}: ${messageOf(error)}`);
    }
    joined.phase = 'joined';
    joined.rejoiner = new Rejoiner(joined.client, {
      timers: this.deps.timers,
      onStatus: (status) => this.rejoining(joined, status),
    });
    joined.rejoiner.start();
    this.changed(joined);
    return this.viewOf(joined);
  }

  view(): JoinedTableView | null {
    return this.joined === null ? null : this.viewOf(this.joined);
  }

  async sit(seat: number, name: string): Promise<JoinedTableView> {
    await this.ask((client) => client.sit(seat, name));
    return this.viewOf(this.require());
  }

  stand(): JoinedTableView {
    const joined = this.require();
    try {
      joined.client.stand();
    } catch (error) {
      throw refusal(error);
    }
    return this.viewOf(joined);
  }

  async act(action: OnlineAction): Promise<JoinedTableView> {
    await this.ask((client) => client.act(action));
    return this.viewOf(this.require());
  }

  /** The host's coach for our seat (where the host allows it). */
  async grades(): Promise<CoachReport> {
    return this.ask((client) => client.grades());
  }

  async hint(): Promise<Hint> {
    return this.ask((client) => client.hint());
  }

  async why(index: number): Promise<Explanation> {
    return this.ask((client) => client.why(index));
  }

  /** Leaves the table (the seat stays ours at the host until it gives it away: joining again takes it back). */
  leave(): null {
    const joined = this.joined;
    if (joined === null) return null;
    this.joined = null;
    joined.left = true;
    joined.rejoiner?.stop();
    joined.client.disconnect();
    this.deps.emit({ type: 'joined-table', view: null });
    return null;
  }

  dispose(): void {
    this.leave();
  }

  private async ask<T>(question: (client: TableClient) => Promise<T>): Promise<T> {
    const joined = this.require();
    try {
      return await question(joined.client);
    } catch (error) {
      throw refusal(error);
    }
  }

  private require(): Joined {
    if (this.joined === null) throw new ApiRequestError('conflict', 'this app has joined no table');
    return this.joined;
  }

  private changed(joined: Joined): void {
    // Nothing to tell before the host has welcomed us (a refused join leaves no table behind).
    if (joined.left || joined.phase === 'joining') return;
    const state = joined.client.state();
    const finished =
      state.table?.status === 'finished' && state.table.game !== null
        ? { gameId: state.table.game.gameId, events: state.events }
        : null;
    // The game before a Play again too, should the connection have missed its end.
    for (const game of [state.previous, finished]) {
      if (game === null || joined.kept.includes(game.gameId)) continue;
      joined.kept = [...joined.kept, game.gameId].slice(-2);
      const { gameId } = game;
      this.deps.keepFinished(gameId, game.events).catch((error: unknown) => {
        this.deps.logError(`the finished online game ${gameId} could not be filed: ${messageOf(error)}`);
      });
    }
    this.deps.emit({ type: 'joined-table', view: this.viewOf(joined) });
  }

  /** The connection dropped, or came back, or the host is away (Rejoiner): the page is told. */
  private rejoining(joined: Joined, status: RejoinStatus): void {
    if (joined.left) return;
    if (status.phase !== joined.phase && status.phase !== 'joined') {
      this.deps.logError(
        // The problem is the host's words (a close reason): quoted, as any text from elsewhere in a log.
        `table ${joined.code}: ${status.problem === null ? 'the connection dropped' : quoted(status.problem)} (${status.phase === 'host-away' ? 'the host is away' : status.phase})`,
      );
    }
    joined.phase = status.phase;
    joined.problem = status.problem;
    this.changed(joined);
  }

  private viewOf(joined: Joined): JoinedTableView {
    const state = joined.client.state();
    return {
      address: joined.address,
      code: joined.code,
      phase: joined.phase,
      problem: joined.problem,
      table: state.table,
      seat: state.seat,
      events: [...state.events],
    };
  }
}

function refusal(error: unknown): ApiRequestError {
  if (error instanceof TableError) {
    return new ApiRequestError(
      error.kind === 'closed' || error.kind === 'internal' || error.kind === 'unreachable'
        ? 'conflict'
        : error.kind,
      error.message,
    );
  }
  return new ApiRequestError('conflict', messageOf(error));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
