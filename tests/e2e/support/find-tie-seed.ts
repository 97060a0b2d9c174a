// Finds a --dice-seed for the tie test: a two-person standard game in which each seat rolls once a turn and
// scores the box worth most (strategy.ts), ending with level totals.
//   npx esbuild tests/e2e/support/find-tie-seed.ts --bundle --platform=node --outfile=.tmp/find-tie.cjs \
//     && node .tmp/find-tie.cjs [tries]

import { apply, pad, ranking, seededRandom, startGame } from '../../../src/shared/game';
import { boxFor } from './strategy';

function tiedTotal(seed: string): number | null {
  const random = seededRandom(`${seed}/0`);
  let { state } = startGame({
    variant: 'standard',
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'human', name: 'Bo' },
    ],
    createdAt: '2026-01-01T00:00:00Z',
  });
  while (!state.over) {
    state = apply(state, { type: 'roll' }, { random }).state;
    const p = pad(state);
    if (p === null) return null;
    state = apply(state, { type: 'score', box: boxFor(p.entries) }).state;
  }
  const [first, second] = ranking(state);
  return first && second && first.total === second.total ? first.total : null;
}

const tries = Number(process.argv[2] ?? 5000);
const found: { seed: string; total: number }[] = [];
for (let i = 0; i < tries && found.length < 5; i++) {
  const seed = `tie-${i}`;
  const total = tiedTotal(seed);
  if (total !== null) found.push({ seed, total });
}
console.log(JSON.stringify(found));
