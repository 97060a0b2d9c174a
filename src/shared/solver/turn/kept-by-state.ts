// A bounded cache of per-state work (turn plans, the Perfect bot's keep choices), keyed by a state's index in
// the value table. Games played by the Perfect bot come back to the same states again and again, but far from
// evenly (every game's first turn is the same; most later states are met once), so a slot holds what is used
// most: sets of WAYS slots, a hit makes an entry more used, a new entry takes its set's least used slot and the
// others in the set age a little. In 20,000 simulated games of standard this keeps 0.49 of the turns' states in
// 4,096 slots (a slot per hash, replaced always: 0.41) and 0.72 in 32,768 (0.64).

export const WAYS = 4;
/** What a hit adds and a new entry starts with; a miss takes 1 from the set's other entries. */
export const USE = 8;

/** How far a key's hash shifts to give its set, for `capacity` entries (a power of two, at least WAYS). */
export function setShiftOf(capacity: number): number {
  if (!Number.isInteger(Math.log2(capacity)) || capacity < WAYS) {
    throw new Error(`a cache of states holds a power of two of at least ${WAYS} entries, not ${capacity}`);
  }
  return 32 - Math.log2(capacity / WAYS);
}

/** The first slot of the set a key belongs to (Fibonacci hashing: neighbouring states land far apart). */
export function setStart(key: number, setShift: number): number {
  return setShift === 32 ? 0 : (Math.imul(key, 0x9e3779b1) >>> setShift) * WAYS;
}

/** The slot a new entry takes in the set from `set`: its least used; the set's entries age by one. */
export function takeSlot(uses: Uint32Array, set: number): number {
  let slot = set;
  for (let w = set + 1; w < set + WAYS; w++) if (uses[w]! < uses[slot]!) slot = w;
  for (let w = set; w < set + WAYS; w++) if (uses[w]! > 0) uses[w]!--;
  return slot;
}

export class KeptByState<T> {
  private readonly keys: Int32Array;
  private readonly uses: Uint32Array;
  private readonly entries: (T | undefined)[];
  private readonly setShift: number;

  /** `capacity`: a power of two, at least WAYS. */
  constructor(readonly capacity: number) {
    this.setShift = setShiftOf(capacity);
    this.keys = new Int32Array(capacity).fill(-1);
    this.uses = new Uint32Array(capacity);
    this.entries = new Array<T | undefined>(capacity);
  }

  /** The first slot of the set a key belongs to. */
  setOf(key: number): number {
    return setStart(key, this.setShift);
  }

  /** The entry kept for `key` (a state index ≥ 0), or undefined. */
  get(key: number): T | undefined {
    const set = this.setOf(key);
    for (let w = set; w < set + WAYS; w++) {
      if (this.keys[w] === key) {
        this.uses[w]! += USE;
        return this.entries[w];
      }
    }
    return undefined;
  }

  /**
   * Keeps an entry for `key` (not kept now): `make` gets the entry it displaces, if any, to reuse its memory,
   * and returns the new one.
   */
  put(key: number, make: (displaced: T | undefined) => T): T {
    const slot = takeSlot(this.uses, this.setOf(key));
    const entry = make(this.keys[slot] === -1 ? undefined : this.entries[slot]);
    this.keys[slot] = key;
    this.uses[slot] = USE;
    this.entries[slot] = entry;
    return entry;
  }

  /** How many entries are kept. */
  get size(): number {
    let n = 0;
    for (const key of this.keys) if (key !== -1) n++;
    return n;
  }
}
