// The bounded cache of per-state work: what it keeps, what a new entry displaces, and its bound.

import { describe, expect, it } from 'vitest';
import { KeptByState } from '../../../src/shared/solver';

describe('KeptByState', () => {
  it('keeps an entry by its key until another displaces it', () => {
    const kept = new KeptByState<string>(16);
    expect(kept.get(7)).toBeUndefined();
    expect(kept.put(7, () => 'seven')).toBe('seven');
    expect(kept.get(7)).toBe('seven');
    expect(kept.get(8)).toBeUndefined();
  });

  it('never holds more than its capacity, and hands the displaced entry over for reuse', () => {
    const kept = new KeptByState<{ key: number }>(8);
    const displaced: number[] = [];
    for (let key = 0; key < 100; key++) {
      kept.put(key, (old) => {
        if (old) displaced.push(old.key);
        return { key };
      });
    }
    expect(kept.size).toBe(8);
    expect(displaced).toHaveLength(92);
    // Whatever it keeps is right for its key.
    let found = 0;
    for (let key = 0; key < 100; key++) {
      const entry = kept.get(key);
      if (entry) {
        expect(entry.key).toBe(key);
        found++;
      }
    }
    expect(found).toBe(8);
  });

  it('keeps what is used often over what was used once', () => {
    // Four slots in one set: every key meets every other.
    const kept = new KeptByState<number>(4);
    kept.put(1, () => 1);
    for (let i = 0; i < 10; i++) kept.get(1);
    // A stream of keys met once each passes through the other slots.
    for (let key = 100; key < 150; key++) kept.put(key, () => key);
    expect(kept.get(1)).toBe(1);
    expect(kept.get(100)).toBeUndefined();
    expect(kept.get(149)).toBe(149);
    // Unused, it ages: a long enough stream displaces it too.
    for (let key = 200; key < 400; key++) kept.put(key, () => key);
    expect(kept.get(1)).toBeUndefined();
  });

  it('refuses a capacity that is not a power of two of at least one set', () => {
    expect(() => new KeptByState(12)).toThrow(/power of two/);
    expect(() => new KeptByState(2)).toThrow(/at least 4/);
  });
});
