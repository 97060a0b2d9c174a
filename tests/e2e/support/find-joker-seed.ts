// Finds a --dice-seed for the joker test: a one-seat standard game, played by strategy.ts, whose first
// two yachts come early, the second one forced into its open upper box.
//   npx esbuild tests/e2e/support/find-joker-seed.ts --bundle --platform=node --outfile=.tmp/find-seed.cjs \
//     && node .tmp/find-seed.cjs [tries]

import { apply, pad, rollsLeft, seededRandom, startGame } from '../../../src/shared/game';
import { makeRules, upperBoxOf } from '../../../src/shared/rules';
import { boxFor, isYacht, keepFor, wantsRoll } from './strategy';

interface Found {
  seed: string;
  /** Turn (0-based) of the second yacht. */
  turn: number;
}

function secondYachtTurn(seed: string): number | null {
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
        return p.joker && upper && state.sheets[0]?.[upper.id] === undefined ? turn : null;
      }
      if (yachts === 1 && boxFor(p.entries) !== 'yacht') return null;
    }
    state = apply(state, { type: 'score', box: boxFor(p.entries) }).state;
  }
  return null;
}

const tries = Number(process.argv[2] ?? 20000);
const found: Found[] = [];
for (let i = 0; i < tries; i++) {
  const seed = `joker-${i}`;
  const turn = secondYachtTurn(seed);
  if (turn !== null) found.push({ seed, turn });
}
found.sort((a, b) => a.turn - b.turn);
console.log(JSON.stringify(found.slice(0, 5)));
