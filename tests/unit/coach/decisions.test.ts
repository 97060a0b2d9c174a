import { describe, expect, it } from 'vitest';
import { decisionsOf, type Decision } from '../../../src/shared/coach';
import {
  apply,
  liveEvents,
  replay,
  scriptedRandom,
  seededRandom,
  startGame,
  type Action,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../../src/shared/game';
import { CREATED_AT, RULE_CONFIGS, loadedRandom, playRandomGame } from '../game/helpers';

const SEATS: Seat[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Bea', level: 'perfect' },
];

/** A log written move by move with the dice given for each roll; undos appended as the engine writes them. */
class Script {
  events: GameEvent[];
  state: GameState;

  constructor(seats: Seat[] = SEATS) {
    const game = startGame({ variant: 'standard', seats, createdAt: CREATED_AT });
    this.events = [...game.events];
    this.state = game.state;
  }

  /** Appends the action's event; `faces` are the dice drawn for a roll (rolled positions in table order). */
  act(action: Action, faces: number[] = []): number {
    const { state, event } = apply(this.state, action, { random: scriptedRandom(faces) });
    this.events.push(event);
    this.state = state;
    return this.events.length - 1;
  }

  /** Takes back the decision at `to` and everything after it; play goes on from the live line. */
  undo(seat: number, to: number): number {
    this.events.push({ type: 'undone', seat, to });
    this.state = replay(liveEvents(this.events).map((i) => this.events[i]!));
    return this.events.length - 1;
  }
}

describe('decisionsOf', () => {
  it('reads re-rolls and scores, not first rolls or holds; an early score keeps its rolls left', () => {
    const s = new Script();
    s.act({ type: 'roll' }, [2, 3, 3, 5, 6]); // 1: Ann's first roll, not a decision
    s.act({ type: 'keep', positions: [1, 2] }); // 2: a hold toggle, not a decision
    const reroll = s.act({ type: 'roll' }, [1, 4, 6]); // 3: keeps 3-3 with 2 rolls left
    const early = s.act({ type: 'score', box: 'small-straight' }); // 4: dice 1,3,3,4,6 ... scored with 1 left
    s.act({ type: 'roll' }, [5, 5, 5, 5, 2]); // 5: Bea (a bot) rolls
    const botKeep = s.act({ type: 'roll', keep: [0, 1, 2, 3] }, [5]); // 6
    const botScore = s.act({ type: 'score', box: 'yacht' }); // 7: with 1 roll left
    const decisions = decisionsOf(s.events);
    expect(decisions.map((d) => d.index)).toEqual([reroll, early, botKeep, botScore]);
    const [keep, score, bot, yacht] = decisions as [Decision, Decision, Decision, Decision];
    expect(keep).toEqual({
      index: reroll,
      seat: 0,
      round: 1,
      rollsLeft: 2,
      sheet: {},
      extraYachts: 0,
      dice: [2, 3, 3, 5, 6],
      choice: { type: 'keep', keep: [3, 3] },
    });
    expect(score).toMatchObject({ seat: 0, rollsLeft: 1, dice: [1, 3, 3, 4, 6] });
    expect(score.choice).toEqual({ type: 'score', box: 'small-straight' });
    expect(bot).toMatchObject({ seat: 1, round: 1, rollsLeft: 2, dice: [2, 5, 5, 5, 5] });
    expect(bot.choice).toEqual({ type: 'keep', keep: [5, 5, 5, 5] });
    expect(yacht).toMatchObject({ seat: 1, rollsLeft: 1, dice: [5, 5, 5, 5, 5], sheet: {} });
    expect(decisionsOf(s.events, botKeep).map((d) => d.index)).toEqual([botKeep, botScore]);
  });

  it('follows sheets, rounds and extra yachts through a joker', () => {
    const s = new Script();
    s.act({ type: 'roll' }, [6, 6, 6, 6, 6]);
    s.act({ type: 'score', box: 'yacht' }); // Ann: yacht 50 with 2 rolls left
    s.act({ type: 'roll' }, [1, 1, 2, 2, 3]);
    s.act({ type: 'roll' }, [1, 1, 2, 2, 3]); // Bea keeps nothing
    s.act({ type: 'roll' }, [1, 2, 3, 4, 5]);
    s.act({ type: 'score', box: 'large-straight' });
    s.act({ type: 'roll' }, [6, 6, 6, 6, 6]);
    const joker = s.act({ type: 'score', box: 'sixes' }); // forced joker: 30 in Sixes, 100 extra
    s.act({ type: 'roll' }, [1, 1, 1, 2, 2]);
    s.act({ type: 'score', box: 'full-house' });
    s.act({ type: 'roll' }, [4, 4, 4, 4, 2]);
    const after = s.act({ type: 'roll', keep: [0, 1, 2, 3] }, [1]);
    const decisions = decisionsOf(s.events);
    const bea = decisions.filter((d) => d.seat === 1);
    expect(bea.map((d) => d.choice)).toEqual([
      { type: 'keep', keep: [] },
      { type: 'keep', keep: [] },
      { type: 'score', box: 'large-straight' },
      { type: 'score', box: 'full-house' },
    ]);
    expect(bea.map((d) => d.rollsLeft)).toEqual([2, 1, 0, 2]);
    expect(bea[3]).toMatchObject({ round: 2, sheet: { 'large-straight': 40 } });
    const j = decisions.find((d) => d.index === joker);
    expect(j).toMatchObject({ seat: 0, round: 2, rollsLeft: 2, sheet: { yacht: 50 }, extraYachts: 0 });
    const a = decisions.find((d) => d.index === after);
    expect(a).toMatchObject({ seat: 0, round: 3, sheet: { yacht: 50, sixes: 30 }, extraYachts: 1 });
    expect(a?.choice).toEqual({ type: 'keep', keep: [4, 4, 4, 4] });
  });

  it('skips decisions taken back by undos, and counts the ones played instead', () => {
    const s = new Script();
    s.act({ type: 'roll' }, [1, 2, 3, 4, 4]);
    const taken = s.act({ type: 'roll', keep: [0, 1, 2, 3] }, [6]); // 2: re-roll, taken back below
    s.act({ type: 'score', box: 'chance' }); // 3: taken back too
    s.act({ type: 'roll' }, [2, 2, 2, 2, 2]); // 4: the bot's roll after it goes with them
    s.undo(0, taken); // 5
    const again = s.act({ type: 'roll', keep: [0, 1, 2, 3] }, [5]); // 6: the re-roll played instead
    const scoreAgain = s.act({ type: 'score', box: 'large-straight' }); // 7
    const undoScore = s.undo(0, scoreAgain); // 8: takes back just the score
    const third = s.act({ type: 'score', box: 'small-straight' }); // 9
    const decisions = decisionsOf(s.events);
    expect(decisions.map((d) => d.index)).toEqual([again, third]);
    expect(decisions[0]).toMatchObject({
      rollsLeft: 2,
      dice: [1, 2, 3, 4, 4],
      choice: { keep: [1, 2, 3, 4] },
    });
    expect(decisions[1]).toMatchObject({ rollsLeft: 1, dice: [1, 2, 3, 4, 5], sheet: {} });
    expect(decisionsOf(s.events, undoScore).map((d) => d.index)).toEqual([third]);
    s.act({ type: 'roll' }, [3, 3, 3, 1, 1]); // Bea, round 1
    s.act({ type: 'score', box: 'full-house' });
    s.act({ type: 'roll' }, [6, 6, 1, 1, 2]);
    const last = s.act({ type: 'roll', keep: [0, 1] }, [6, 6, 6]);
    expect(decisionsOf(s.events).at(-1)).toMatchObject({
      index: last,
      round: 2,
      sheet: { 'small-straight': 30 },
      choice: { keep: [6, 6] },
    });
  });

  it('agrees with the engine on random games of every rule set', () => {
    RULE_CONFIGS.forEach((config, i) => {
      const { game, states } = playRandomGame(config, 1 + (i % 3), 0, loadedRandom(i, i % 2 ? 6 : 3), i);
      const decisions = decisionsOf(game.events);
      const expected = game.events.flatMap((event, index) => {
        const before = states[index - 1];
        if (before === undefined) return [];
        if (event.type !== 'scored' && !(event.type === 'rolled' && before.turn.rollsUsed > 0)) return [];
        return [{ index, before, event }];
      });
      expect(decisions.map((d) => d.index)).toEqual(expected.map((e) => e.index));
      decisions.forEach((d, k) => {
        const { before, event } = expected[k]!;
        const seat = before.turn.seat;
        expect(d.seat).toBe(seat);
        expect(d.rollsLeft).toBe(3 - before.turn.rollsUsed);
        expect(d.sheet).toEqual(before.sheets[seat]);
        expect(d.extraYachts).toBe(before.extraYachts[seat]);
        expect(d.round).toBe(Math.floor(before.turnsPlayed / before.seats.length) + 1);
        expect(d.dice).toEqual([...(before.turn.dice ?? [])].sort((a, b) => a - b));
        if (event.type === 'rolled') {
          const kept = event.kept.map((p) => before.turn.dice?.[p]).sort();
          expect(d.choice).toEqual({ type: 'keep', keep: kept });
        } else if (event.type === 'scored') expect(d.choice).toEqual({ type: 'score', box: event.box });
      });
    });
  });

  // Its speed is a benchmark's to measure (bench/replay.ts reads and grades whole games), not this test's.
  it('reads a whole six-seat game: thirteen scores of every seat among its decisions', () => {
    const { game } = playRandomGame(RULE_CONFIGS[0]!, 6, 0, seededRandom(7), 7);
    const decisions = decisionsOf(game.events);
    for (let seat = 0; seat < 6; seat++) {
      const scores = decisions.filter((d) => d.seat === seat && d.choice.type === 'score');
      expect(scores).toHaveLength(13);
    }
  });
});
