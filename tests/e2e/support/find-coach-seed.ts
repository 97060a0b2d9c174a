// Finds a --dice-seed for the coach's guard test (coach.spec.ts): a one-seat standard game whose first roll
// makes scoring at once in the box worth most a blunder, has a keep that is a mistake (not a blunder), and,
// after that keep, makes scoring at once a blunder again. Asks the built CLI (needs `npm run build:node`),
// with the standard table cached in <data dir> (solved there on the first call when missing).
//   npx esbuild tests/e2e/support/find-coach-seed.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=.tmp/find-coach-seed.mjs && node .tmp/find-coach-seed.mjs <data dir> [tries]

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GRADE_THRESHOLDS } from '../../../src/shared/coach';
import { apply, pad, seededRandom, startGame, type GameState } from '../../../src/shared/game';
import type { AnalyzeOutput } from '../../../src/main/cli/analyze-command';
import { boxFor } from './strategy';

const run = promisify(execFile);
const dataDir = process.argv[2];
const tries = Number(process.argv[3] ?? 20);
if (!dataDir) throw new Error('usage: find-coach-seed <data dir> [tries]');

async function analyze(s: GameState, rollsLeft: number): Promise<AnalyzeOutput> {
  const seat = s.turn.seat;
  const dice = [...(s.turn.dice ?? [])].sort((a, b) => a - b);
  const args = [
    'bin/yacht.js',
    'analyze',
    '--variant',
    'standard',
    '--sheet',
    JSON.stringify(s.sheets[seat]),
  ];
  args.push('--extra-yachts', String(s.extraYachts[seat]), '--dice', dice.join(','));
  args.push('--rolls-left', String(rollsLeft), '--data-dir', dataDir!, '--json');
  return JSON.parse((await run(process.execPath, args)).stdout) as AnalyzeOutput;
}

/** The loss of scoring now in the box worth most, or null when it scores nothing. */
async function scoringNowLoss(s: GameState): Promise<number | null> {
  const entries = pad(s)?.entries ?? [];
  const box = boxFor(entries);
  if ((entries.find((e) => e.box === box)?.points ?? 0) === 0) return null;
  const here = await analyze(s, 3 - s.turn.rollsUsed);
  const scores = await analyze(s, 0);
  const chosen = scores.options.find((o) => 'box' in o && o.box === box);
  return (here.options[0]?.ev ?? 0) - (chosen?.ev ?? Infinity);
}

async function guardSeed(seed: string): Promise<string | null> {
  const random = seededRandom(`${seed}/0`);
  let { state } = startGame({
    variant: 'standard',
    seats: [{ kind: 'human', name: 'Solo' }],
    createdAt: '2026-01-01T00:00:00Z',
  });
  state = apply(state, { type: 'roll' }, { random }).state;
  const first = await scoringNowLoss(state);
  if (first === null || first < GRADE_THRESHOLDS.mistake) return `scoring the first roll loses ${first}`;
  const keeps = await analyze(state, 2);
  const mistake = keeps.options.find(
    (o) =>
      'keep' in o && o.loss > GRADE_THRESHOLDS.inaccuracy + 0.01 && o.loss < GRADE_THRESHOLDS.mistake - 0.01,
  );
  if (!mistake || !('keep' in mistake)) return 'no keep is a mistake';
  const dice = state.turn.dice ?? [];
  const left = [...mistake.keep];
  const positions = dice.flatMap((d, p) => {
    const i = left.indexOf(d);
    if (i < 0) return [];
    left.splice(i, 1);
    return [p];
  });
  state = apply(state, { type: 'roll', keep: positions }, { random }).state;
  const second = await scoringNowLoss(state);
  if (second === null || second < GRADE_THRESHOLDS.mistake) return `scoring after the keep loses ${second}`;
  return null;
}

for (let i = 1; i <= tries; i++) {
  const seed = `coach-guard-${i}`;
  const problem = await guardSeed(seed);
  console.log(problem === null ? `${seed}: fits` : `${seed}: ${problem}`);
  if (problem === null) break;
}
