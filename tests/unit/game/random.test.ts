import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  cryptoRandom,
  newSeed,
  parseLog,
  resumeSeededRandom,
  scriptedRandom,
  seededRandom,
  serialiseLog,
  startGame,
} from '../../../src/shared/game';
import { CREATED_AT, RULE_CONFIGS, playRandomGame, table } from './helpers';

describe('seeded dice', () => {
  const draw = (seed: string | number, n: number): number[] => {
    const random = seededRandom(seed);
    return Array.from({ length: n }, () => random.nextFace());
  };

  it('the same seed gives the same faces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        expect(draw(seed, 60)).toEqual(draw(seed, 60));
      }),
    );
  });

  it('different seeds give different faces', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(draw(a, 60)).not.toEqual(draw(b, 60));
      }),
    );
  });

  it('a seeded game is reproducible, and resumes after loading', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 4 }), fc.integer(), (seed, seats, choiceSeed) => {
        const config = RULE_CONFIGS[0]!;
        const one = playRandomGame(config, seats, 0, seededRandom(seed), choiceSeed).game.events;
        const two = playRandomGame(config, seats, 0, seededRandom(seed), choiceSeed).game.events;
        expect(one).toEqual(two);
        // Stop part-way, save, load, resume the generator: the next roll is the one the whole game had.
        const rollIndex = one.findIndex((e, i) => i > one.length / 2 && e.type === 'rolled');
        const loaded = parseLog(serialiseLog(one.slice(0, rollIndex)));
        const previous = one[rollIndex];
        if (previous?.type !== 'rolled') throw new Error('expected a roll');
        const random = resumeSeededRandom(seed, loaded.state.facesRolled);
        const next = apply(loaded.state, { type: 'roll', keep: previous.kept }, { random });
        expect(next.event).toEqual(previous);
      }),
      { numRuns: 12 },
    );
  });

  it('faces are 1..6 and roughly uniform', () => {
    const random = seededRandom('uniform');
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[random.nextFace()]!++;
    expect(counts[0]).toBe(0);
    // Chi-square with 5 degrees of freedom: 20.5 is p ≈ 0.001.
    const chi = counts.slice(1).reduce((sum, c) => sum + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('next() is in [0, 1)', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('starts a game with the seed recorded', () => {
    const game = startGame({ variant: 'standard', seats: table(2), seed: 'abc', createdAt: CREATED_AT });
    expect(game.state.seed).toBe('abc');
    expect(game.events[0]).toMatchObject({ type: 'created', seed: 'abc' });
  });
});

describe('seeded generator', () => {
  it('keeps giving the faces saved seeds were played with (sfc32 seeded by cyrb128)', () => {
    const random = seededRandom('yacht');
    expect(Array.from({ length: 20 }, () => random.nextFace())).toEqual([
      4, 4, 1, 5, 3, 3, 1, 6, 5, 4, 1, 4, 2, 5, 3, 1, 4, 1, 4, 1,
    ]);
    const numeric = seededRandom(42);
    expect([numeric.nextUint32(), numeric.nextUint32()]).toEqual([2258495261, 801819658]);
    expect(seededRandom(42).seed).toBe('42');
  });

  it('resumes after a number of faces', () => {
    const whole = seededRandom('resume');
    for (let i = 0; i < 37; i++) whole.nextFace();
    const resumed = resumeSeededRandom('resume', 37);
    expect(Array.from({ length: 10 }, () => resumed.nextFace())).toEqual(
      Array.from({ length: 10 }, () => whole.nextFace()),
    );
  });
});

describe('crypto dice', () => {
  it('gives faces 1..6, each of them', () => {
    const random = cryptoRandom();
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const face = random.nextFace();
      expect(face).toBeGreaterThanOrEqual(1);
      expect(face).toBeLessThanOrEqual(6);
      seen.add(face);
    }
    expect(seen.size).toBe(6);
  });

  it('is the default source of a roll', () => {
    const game = startGame({ variant: 'standard', seats: table(1), createdAt: CREATED_AT });
    const { event } = apply(game.state, { type: 'roll' });
    expect(event.type).toBe('rolled');
    if (event.type === 'rolled') expect(event.dice).toHaveLength(5);
  });

  it('makes fresh seeds', () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(newSeed()).not.toBe(a);
  });
});

describe('scripted dice', () => {
  it('gives its faces in order and says when it runs out', () => {
    const random = scriptedRandom([6, 1, 3]);
    expect([random.nextFace(), random.nextFace(), random.nextFace()]).toEqual([6, 1, 3]);
    expect(() => random.nextFace()).toThrow('the scripted dice ran out after 3 faces');
    expect(() => scriptedRandom([7])).toThrow('a scripted die must be 1 to 6, got 7');
  });
});
