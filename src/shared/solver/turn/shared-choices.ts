// Keep choices kept in shared memory, for the threads of one simulation: a state one worker has worked out is
// there for the others (each thread filling its own cache worked most states out once per thread, and the
// memory twice). The same sets and the same use counts as KeptByState. A reader takes one choice, never the
// array: each slot has a sequence number, odd while a writer fills it, so a read that overlapped a write is
// seen and tried again; writers take their set's lock.

import { ROLLS } from '../layout/dice-tables';
import { setShiftOf, setStart, takeSlot, USE, WAYS } from './kept-by-state';

/** One state's choices: (rolls left − 1) × ROLLS + roll. */
const CHOICES = 2 * ROLLS;

/** Bytes for `capacity` states: key, uses and sequence per slot, a lock per set, the choices. */
function bytesFor(capacity: number): number {
  return capacity * 12 + (capacity / WAYS) * 4 + capacity * CHOICES * 2;
}

/** The capacity of a store's memory (made by the constructor for that capacity). */
function capacityOf(buffer: SharedArrayBuffer): number {
  for (let capacity = WAYS; bytesFor(capacity) <= buffer.byteLength; capacity *= 2) {
    if (bytesFor(capacity) === buffer.byteLength) return capacity;
  }
  throw new Error(`${buffer.byteLength} bytes are not a store of keep choices`);
}

export class SharedKeepChoices {
  readonly capacity: number;
  private readonly setShift: number;
  private readonly keys: Int32Array;
  private readonly uses: Uint32Array;
  private readonly seq: Int32Array;
  private readonly locks: Int32Array;
  private readonly choices: Uint16Array;

  /** A new store for `capacity` states (a power of two), or the views of one made elsewhere (`buffer`). */
  constructor(capacityOrBuffer: number | SharedArrayBuffer) {
    const given = typeof capacityOrBuffer === 'number' ? null : capacityOrBuffer;
    const capacity = typeof capacityOrBuffer === 'number' ? capacityOrBuffer : capacityOf(capacityOrBuffer);
    this.setShift = setShiftOf(capacity);
    this.capacity = capacity;
    const memory = given ?? new SharedArrayBuffer(bytesFor(capacity));
    let at = 0;
    const next = (bytes: number): number => {
      const start = at;
      at += bytes;
      return start;
    };
    this.keys = new Int32Array(memory, next(capacity * 4), capacity);
    this.uses = new Uint32Array(memory, next(capacity * 4), capacity);
    this.seq = new Int32Array(memory, next(capacity * 4), capacity);
    this.locks = new Int32Array(memory, next(capacity), capacity / WAYS);
    this.choices = new Uint16Array(memory, next(capacity * CHOICES * 2), capacity * CHOICES);
    if (!given) this.keys.fill(-1);
  }

  /** The shared memory, to hand to other threads (`new SharedKeepChoices(buffer)` there). */
  get buffer(): SharedArrayBuffer {
    return this.keys.buffer as SharedArrayBuffer;
  }

  /** Choice `index` of the state `key` (a state index ≥ 0), or -1 when it is not kept. */
  choice(key: number, index: number): number {
    const set = setStart(key, this.setShift);
    for (let w = set; w < set + WAYS; w++) {
      if (Atomics.load(this.keys, w) !== key) continue;
      for (;;) {
        const before = Atomics.load(this.seq, w);
        // Being written: the caller works it out itself rather than wait.
        if (before & 1 || Atomics.load(this.keys, w) !== key) return -1;
        const choice = Atomics.load(this.choices, w * CHOICES + index);
        if (Atomics.load(this.seq, w) === before) {
          // A use count only steers replacement: a lost update between threads costs nothing else.
          this.uses[w]! += USE;
          return choice;
        }
      }
    }
    return -1;
  }

  /** Keeps `choices` (2 × ROLLS) for `key`, unless another thread kept them meanwhile. */
  put(key: number, choices: Uint16Array): void {
    const set = setStart(key, this.setShift);
    const lock = set / WAYS;
    while (Atomics.compareExchange(this.locks, lock, 0, 1) !== 0);
    try {
      for (let w = set; w < set + WAYS; w++) if (Atomics.load(this.keys, w) === key) return;
      const slot = takeSlot(this.uses, set);
      Atomics.add(this.seq, slot, 1);
      Atomics.store(this.keys, slot, key);
      // One copy, not an atomic store per choice (that cost a sixth of a simulation): the sequence numbers
      // around it are atomic, so a reader that saw any of it sees the number changed and reads again.
      this.choices.set(choices.subarray(0, CHOICES), slot * CHOICES);
      this.uses[slot] = USE;
      Atomics.add(this.seq, slot, 1);
    } finally {
      Atomics.store(this.locks, lock, 0);
    }
  }
}
