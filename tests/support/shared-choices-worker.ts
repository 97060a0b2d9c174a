// A thread of the shared keep-choices stress test (tests/unit/solver/shared-choices.test.ts): reads and keeps
// choices of a few states at random in a store made for fewer, and counts every read that is not the state's own.

import { parentPort, workerData } from 'node:worker_threads';
import { SharedKeepChoices } from '../../src/shared/solver/turn/shared-choices';
import { CHOICES_PER_STATE, expectedChoice } from './shared-choices-content';

interface Job {
  readonly buffer: SharedArrayBuffer;
  readonly ops: number;
  readonly keys: number;
  readonly seed: number;
}

const { buffer, ops, keys, seed } = workerData as Job;
const store = new SharedKeepChoices(buffer);
const made = new Uint16Array(CHOICES_PER_STATE);
let wrong = 0;
let hits = 0;
let puts = 0;
let x = seed >>> 0;
for (let i = 0; i < ops; i++) {
  x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  const key = (x >>> 4) % keys;
  const index = (x >>> 12) % CHOICES_PER_STATE;
  const choice = store.choice(key, index);
  if (choice >= 0) {
    hits++;
    if (choice !== expectedChoice(key, index)) wrong++;
    continue;
  }
  for (let j = 0; j < CHOICES_PER_STATE; j++) made[j] = expectedChoice(key, j);
  store.put(key, made);
  puts++;
}
parentPort?.postMessage({ wrong, hits, puts });
