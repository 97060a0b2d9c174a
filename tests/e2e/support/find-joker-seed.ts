// Finds --dice-seeds for the joker tests: one-seat standard games, played by strategy.ts, whose first yacht
// goes in the yacht box and whose second comes early, with its upper box open (the joker forces it there) or
// full (it may go in any open lower box at full score). Prints the earliest of each.
//   npx esbuild tests/e2e/support/find-joker-seed.ts --bundle --platform=node --outfile=.tmp/find-seed.cjs \
//     && node .tmp/find-seed.cjs [tries]

import { apply, pad, rollsLeft, seededRandom, startGame } from '../../../src/shared/game';
import { makeRules, upperBoxOf } from '../../../src/shared/rules';
import { boxFor, isYacht, keepFor, wantsRoll } from './strategy';

interface Joker {
  /** Turn (0-based) of the second yacht. */
  readonly turn: number;
  readonly upperOpen: boolean;
}

function firstJoker(seed: string): Joker | null {
  const random = seededRandom(`${seed}/0`);
  let { state } = startGame({
    variant: 'standard',
    seats: [{ kind: 'human', name: 'You' }],
    createdAt: '2026-01-01T00:00:00Z',
  });
  const rules = makeRules('standard');
  let yachts = 0;
  for (let turn = 0; turn < 13; turn++) {
    state = apply(state, { type: 'roll' }, { random }).state;
    while (state.turn.dice && wantsRoll(state.turn.dice, rollsLeft(state))) {
      state = apply(state, { type: 'roll', keep: keepFor(state.turn.dice) }, { random }).state;
    }
    const dice = state.turn.dice ?? [];
    const p = pad(state);
    if (p === null) return null;
    if (isYacht(dice)) {
      yachts++;
      if (yachts === 2) {
        const upper = upperBoxOf(rules, dice[0] ?? 0);
        if (!p.joker || !upper) return null;
        return { turn, upperOpen: state.sheets[0]?.[upper.id] === undefined };
      }
      if (boxFor(p.entries) !== 'yacht') return null;
    }
    state = apply(state, { type: 'score', box: boxFor(p.entries) }).state;
  }
  return null;
}

const tries = Number(process.argv[2] ?? 20000);
const best: Record<'open' | 'full', { seed: string; turn: number }[]> = { open: [], full: [] };
for (let i = 0; i < tries; i++) {
  const seed = `joker-${i}`;
  const joker = firstJoker(seed);
  if (joker !== null) best[joker.upperOpen ? 'open' : 'full'].push({ seed, turn: joker.turn });
}
for (const list of Object.values(best)) list.sort((a, b) => a.turn - b.turn);
console.log(JSON.stringify({ open: best.open.slice(0, 3), full: best.full.slice(0, 3) }));
