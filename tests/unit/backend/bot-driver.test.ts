// The bot driver on its own, with fake timers and a scripted game: when bots play (after the pause, one action
// at a time), what stops them (a person's turn, reset, close), playNow, and a failing bot that does not loop.

import { describe, expect, it } from 'vitest';
import type { Appended } from '../../../src/shared/api/contract';
import { BotDriver, type BotMoves, type Timers } from '../../../src/main/backend/bot-driver';

/** Timers that fire only when the test says so. */
class FakeTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { callback: () => void; ms: number }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { callback, ms });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Fires every timer due now (each one once), and lets the promises they start run. */
  async fire(): Promise<void> {
    const due = [...this.pending.entries()];
    this.pending.clear();
    for (const [, timer] of due) timer.callback();
    await flush();
  }

  delays(): number[] {
    return [...this.pending.values()].map((t) => t.ms);
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A game where the bot has `turns` actions to play before a person's turn. */
class ScriptedGame implements BotMoves {
  readonly played: number[] = [];
  failNext: string | null = null;
  readyGate: Promise<void> = Promise.resolve();

  constructor(public turns: number) {}

  botOnTurn(): boolean {
    return this.turns > 0;
  }

  ready(): Promise<void> {
    return this.readyGate;
  }

  async step(): Promise<Appended | null> {
    if (this.failNext !== null) {
      const message = this.failNext;
      this.failNext = null;
      throw new Error(message);
    }
    if (this.turns === 0) return null;
    this.turns--;
    const index = this.played.length + 1;
    this.played.push(index);
    return { gameId: 'g', from: index, events: [] };
  }
}

function driver(game: ScriptedGame, delay = 700) {
  const timers = new FakeTimers();
  const failures: string[] = [];
  const bots = new BotDriver(game, { timers, delay: () => delay, failed: (m) => failures.push(m) });
  return { bots, timers, failures };
}

describe('BotDriver', () => {
  it('plays one action after each pause, until a person is on turn', async () => {
    const game = new ScriptedGame(3);
    const { bots, timers } = driver(game);
    bots.schedule();
    expect(timers.delays()).toEqual([700]);
    expect(game.played).toEqual([]);
    await timers.fire();
    expect(game.played).toEqual([1]);
    expect(timers.delays()).toEqual([700]);
    await timers.fire();
    await timers.fire();
    expect(game.played).toEqual([1, 2, 3]);
    // A person's turn now: nothing more is scheduled.
    expect(timers.delays()).toEqual([]);
  });

  it('schedules nothing when no bot is on turn, and one timer however often it is asked', async () => {
    const idle = driver(new ScriptedGame(0));
    idle.bots.schedule();
    expect(idle.timers.delays()).toEqual([]);
    const game = new ScriptedGame(2);
    const { bots, timers } = driver(game);
    bots.schedule();
    bots.schedule();
    bots.schedule();
    expect(timers.delays()).toEqual([700]);
  });

  it('reset drops the action waiting for its pause (an undo came first)', async () => {
    const game = new ScriptedGame(2);
    const { bots, timers } = driver(game);
    bots.schedule();
    bots.reset();
    await timers.fire();
    expect(game.played).toEqual([]);
    bots.schedule();
    await timers.fire();
    expect(game.played).toEqual([1]);
  });

  it('an action that waited for its table is not played if the state changed meanwhile', async () => {
    const game = new ScriptedGame(2);
    let release = (): void => {};
    game.readyGate = new Promise((resolve) => (release = resolve));
    const { bots, timers } = driver(game);
    bots.schedule();
    await timers.fire(); // the bot waits for its table
    bots.reset(); // an undo
    release();
    await flush();
    expect(game.played).toEqual([]);
    // It plays on from the new state.
    await timers.fire();
    expect(game.played).toEqual([1]);
  });

  it('a failing action is reported once and not retried by itself; playNow tries again', async () => {
    const game = new ScriptedGame(2);
    const { bots, timers, failures } = driver(game);
    game.failNext = 'no table';
    bots.schedule();
    await timers.fire();
    expect(failures).toEqual(['no table']);
    expect(timers.delays()).toEqual([]);
    bots.schedule(); // after a person's move, say: still stalled
    expect(timers.delays()).toEqual([]);
    const played = await bots.playNow();
    expect(played.map((p) => p.from)).toEqual([1, 2]);
    expect(failures).toEqual(['no table']);
  });

  it('playNow plays every bot action at once, the paced bot standing aside', async () => {
    const game = new ScriptedGame(4);
    const { bots, timers } = driver(game);
    bots.schedule();
    const played = await bots.playNow();
    expect(played.map((p) => p.from)).toEqual([1, 2, 3, 4]);
    expect(timers.delays()).toEqual([]);
    await timers.fire();
    expect(game.played).toEqual([1, 2, 3, 4]);
  });

  it('close stops it for good; settled waits for the action under way', async () => {
    const game = new ScriptedGame(3);
    const { bots, timers } = driver(game, 0);
    bots.schedule();
    await timers.fire();
    expect(game.played).toEqual([1]);
    bots.close();
    expect(timers.delays()).toEqual([]);
    bots.schedule();
    expect(timers.delays()).toEqual([]);
    await bots.settled();
    expect(game.played).toEqual([1]);
  });

  it('reads the pause at every action (the speed may change mid-game)', async () => {
    const game = new ScriptedGame(2);
    const timers = new FakeTimers();
    let delay = 1400;
    const bots = new BotDriver(game, { timers, delay: () => delay, failed: () => {} });
    bots.schedule();
    expect(timers.delays()).toEqual([1400]);
    delay = 0;
    await timers.fire();
    expect(timers.delays()).toEqual([0]);
  });
});
