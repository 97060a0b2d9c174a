// The bot driver on its own, with fake timers and a scripted game: when bots play (after the pause, one action
// at a time), what stops them (a person's turn, reset, close), playNow, a failing bot that does not loop, and a
// bot whose move could not be saved (a full disk) that carries on by itself.

import { describe, expect, it } from 'vitest';
import type { Appended } from '../../../src/shared/api/contract';
import { BOT_RETRY_MS, BotDriver, type BotMoves } from '../../../src/main/backend/bot-driver';
import { diskFullError } from '../../support/failing-disk';
import { FakeTimers, flush } from '../../support/fake-timers';

/** A game where the bot has `turns` actions to play before a person's turn. */
class ScriptedGame implements BotMoves {
  readonly played: number[] = [];
  failNext: string | null = null;
  /** While true, every action fails as a save to a full disk does. */
  diskFull = false;
  readyGate: Promise<void> = Promise.resolve();

  constructor(public turns: number) {}

  botOnTurn(): boolean {
    return this.turns > 0;
  }

  ready(): Promise<void> {
    return this.readyGate;
  }

  async step(): Promise<Appended | null> {
    if (this.diskFull) throw diskFullError();
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
  const told: string[] = [];
  const bots = new BotDriver(game, {
    timers,
    delay: () => delay,
    failed: (message, retrying) => {
      failures.push(message);
      told.push(retrying ? 'retrying' : 'stalled');
    },
    recovered: () => told.push('recovered'),
  });
  return { bots, timers, failures, told };
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
    const { bots, timers, failures, told } = driver(game);
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
    expect(told).toEqual(['stalled']);
  });

  it('a move that could not be saved is tried again by itself, the pause growing to a cap', async () => {
    const game = new ScriptedGame(3);
    const { bots, timers, failures, told } = driver(game, 0);
    game.diskFull = true;
    bots.schedule();
    await timers.fire();
    expect(failures).toEqual(['ENOSPC: no space left on device, write']);
    expect(told).toEqual(['retrying']);
    // Tried again after 2 s, 4 s, 8 s ... never more than 30 s apart; the player is told once.
    const pauses: number[] = [];
    for (let n = 0; n < 6; n++) {
      pauses.push(...timers.delays());
      await timers.fire();
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16_000, BOT_RETRY_MS.max, BOT_RETRY_MS.max]);
    expect(told).toEqual(['retrying']);
    expect(game.played).toEqual([]);
    // Space freed: the next try plays, the player hears the bot carries on, and the pace is the usual one.
    game.diskFull = false;
    await timers.fire();
    expect(game.played).toEqual([1]);
    expect(told).toEqual(['retrying', 'recovered']);
    expect(timers.delays()).toEqual([0]);
    await timers.fire();
    await timers.fire();
    expect(game.played).toEqual([1, 2, 3]);
  });

  it('a save that works (another move, an import) makes a bot waiting to save try at once', async () => {
    const game = new ScriptedGame(2);
    const { bots, timers, told } = driver(game);
    game.diskFull = true;
    bots.schedule();
    await timers.fire();
    await timers.fire();
    expect(timers.delays()).toEqual([4000]);
    game.diskFull = false;
    bots.retryNow();
    expect(timers.delays()).toEqual([0]);
    await timers.fire();
    expect(game.played).toEqual([1]);
    expect(told).toEqual(['retrying', 'recovered']);
    // With nothing waiting, retryNow changes nothing.
    bots.retryNow();
    expect(timers.delays()).toEqual([700]);
  });

  it('a Skip that could not be saved leaves the bot trying by itself; settled does not wait for it', async () => {
    const game = new ScriptedGame(2);
    const { bots, timers } = driver(game);
    game.diskFull = true;
    await expect(bots.playNow()).rejects.toThrow(/ENOSPC/);
    expect(timers.delays()).toEqual([2000]);
    await bots.settled();
    game.diskFull = false;
    await timers.fire();
    expect(game.played).toEqual([1]);
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
    const bots = new BotDriver(game, {
      timers,
      delay: () => delay,
      failed: () => {},
      recovered: () => {},
    });
    bots.schedule();
    expect(timers.delays()).toEqual([1400]);
    delay = 0;
    await timers.fire();
    expect(timers.delays()).toEqual([0]);
  });
});
