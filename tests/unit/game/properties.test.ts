import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentSeat,
  pad,
  parseLog,
  ranking,
  replay,
  seatTotals,
  serialiseLog,
} from '../../../src/shared/game';
import { upperTotal } from '../../../src/shared/rules';
import { RULE_CONFIGS, loadedRandom, playRandomGame, scoredEvents } from './helpers';

const gameArb = fc.record({
  config: fc.constantFrom(...RULE_CONFIGS),
  seats: fc.integer({ min: 1, max: 6 }),
  firstSeatPick: fc.nat(),
  diceSeed: fc.integer(),
  choiceSeed: fc.integer(),
  maxFace: fc.constantFrom(1, 2, 3, 6, 6, 6),
});

type GameParams = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

function play(p: GameParams) {
  const firstSeat = p.firstSeatPick % p.seats;
  return {
    firstSeat,
    ...playRandomGame(p.config, p.seats, firstSeat, loadedRandom(p.diceSeed, p.maxFace), p.choiceSeed),
  };
}

describe('random legal games', () => {
  it('end after exactly seats × boxes turns, taken in seat order (or at once, a Generala servida)', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { game, states, firstSeat } = play(p);
        const boxes = game.state.rules.boxes.length;
        const scored = scoredEvents(game.events);
        const won = game.state.wonAtOnce;
        if (won === null) {
          expect(scored).toHaveLength(p.seats * boxes);
          expect(game.state.turnsPlayed).toBe(p.seats * boxes);
        } else {
          // The winner's last score was five alike of the turn's first roll in the box that wins at once.
          const last = scored.at(-1)!;
          expect([last.seat, last.box]).toEqual([won, game.state.rules.instantWin]);
          expect(states.at(-2)?.turn.rollsUsed).toBe(1);
          expect(new Set(states.at(-2)?.turn.dice).size).toBe(1);
        }
        scored.forEach((e, i) => expect(e.seat).toBe((firstSeat + i) % p.seats));
        // Over only at the very end, and then every sheet is full (unless a seat won at once).
        expect(states.slice(0, -1).every((s) => !s.over)).toBe(true);
        expect(game.state.over).toBe(true);
        expect(currentSeat(game.state)).toBeNull();
        if (won !== null) return;
        for (const sheet of game.state.sheets)
          expect(Object.keys(sheet).sort()).toEqual(game.state.rules.boxes.map((b) => b.id).sort());
      }),
      { numRuns: 40 },
    );
  });

  it('totals equal the sum of their parts: boxes + bonus + extra yachts', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { game } = play(p);
        const { rules } = game.state;
        const scored = scoredEvents(game.events);
        game.state.seats.forEach((_, seat) => {
          const totals = seatTotals(game.state, seat);
          const mine = scored.filter((e) => e.seat === seat);
          const boxSum = mine.reduce((sum, e) => sum + e.points, 0);
          const upper = upperTotal(rules, game.state.sheets[seat] ?? {});
          const bonus = rules.bonus && upper >= rules.bonus.threshold ? rules.bonus.points : 0;
          const extraCount = mine.filter((e) => e.extraYacht > 0).length;
          const extraPoints = extraCount * (rules.joker?.extraYachtPoints ?? 0);
          expect(totals.extraYachtCount).toBe(extraCount);
          expect(totals.upper).toBe(upper);
          expect(totals.upper + totals.lower).toBe(boxSum);
          expect(totals.bonus).toBe(bonus);
          expect(totals.extraYachts).toBe(extraPoints);
          expect(totals.extraYachts).toBe(mine.reduce((sum, e) => sum + e.extraYacht, 0));
          expect(totals.total).toBe(boxSum + bonus + extraPoints);
          if (rules.joker === null) expect(extraCount).toBe(0);
        });
        const standings = ranking(game.state);
        expect(standings[0]?.place).toBe(1);
        for (const s of standings) expect(s.total).toBe(seatTotals(game.state, s.seat).total);
      }),
      { numRuns: 40 },
    );
  });

  it('a saved game reloads to the same state, finished or not', () => {
    fc.assert(
      fc.property(gameArb, fc.double({ min: 0, max: 1, noNaN: true }), (p, cut) => {
        const { game } = play(p);
        const reloaded = parseLog(serialiseLog(game.events));
        expect(reloaded.state).toEqual(game.state);
        expect(reloaded.events).toEqual(game.events);
        expect(replay(game.events)).toEqual(game.state);
        // A game saved part-way reloads to the state it had then.
        const n = Math.max(1, Math.floor(cut * game.events.length));
        const partial = game.events.slice(0, n);
        expect(parseLog(serialiseLog(partial)).state).toEqual(replay(partial));
      }),
      { numRuns: 30 },
    );
  });

  it('live states are the fold of the log so far', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { game, states } = play(p);
        states.forEach((state, i) => expect(state).toEqual(replay(game.events.slice(0, i + 1))));
      }),
      { numRuns: 5 },
    );
  });
});

describe('the random games reach the joker', () => {
  it('loaded dice make extra yachts and forced jokers', () => {
    const config = RULE_CONFIGS[0]!;
    let extraYachts = 0;
    let forbidden = 0;
    for (let seed = 0; seed < 5; seed++) {
      const { game, states } = playRandomGame(config, 2, 0, loadedRandom(seed, 1), seed);
      extraYachts += scoredEvents(game.events).filter((e) => e.extraYacht > 0).length;
      forbidden += states.filter((s) => pad(s)?.entries.some((e) => e.forbiddenByJoker)).length;
    }
    expect(extraYachts).toBeGreaterThan(0);
    expect(forbidden).toBeGreaterThan(0);
  });
});
