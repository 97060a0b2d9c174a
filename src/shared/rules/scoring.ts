// The one interpreter of box scoring: natural points (no joker) of any box for any dice.

import type { FaceCounts } from '../dice';
import type { Scoring } from './types';

function sumOf(counts: FaceCounts): number {
  let sum = 0;
  for (let f = 1; f <= 6; f++) sum += f * (counts[f] ?? 0);
  return sum;
}

function highestWithAtLeast(counts: FaceCounts, n: number): number {
  for (let f = 6; f >= 1; f--) if ((counts[f] ?? 0) >= n) return f;
  return 0;
}

function isFullHouse(counts: FaceCounts): boolean {
  let three = false;
  let two = false;
  for (let f = 1; f <= 6; f++) {
    if (counts[f] === 3) three = true;
    else if (counts[f] === 2) two = true;
  }
  return three && two;
}

/** Points a box scores for dice with these face counts, without any joker. */
export function naturalPoints(scoring: Scoring, counts: FaceCounts): number {
  switch (scoring.kind) {
    case 'upper':
      return scoring.face * (counts[scoring.face] ?? 0);
    case 'of-a-kind': {
      const face = highestWithAtLeast(counts, scoring.n);
      if (face === 0) return 0;
      if (scoring.points === 'all-dice') return sumOf(counts);
      return scoring.points === 'matching' ? face * scoring.n : scoring.points;
    }
    case 'pairs': {
      let found = 0;
      let points = 0;
      for (let f = 6; f >= 1 && found < scoring.pairs; f--) {
        if ((counts[f] ?? 0) >= 2) {
          found++;
          points += 2 * f;
        }
      }
      return found === scoring.pairs ? points : 0;
    }
    case 'full-house':
      if (!isFullHouse(counts)) return 0;
      return scoring.points === 'all-dice' ? sumOf(counts) : scoring.points;
    case 'straight':
      if (!scoring.runs.some((run) => run.every((f) => (counts[f] ?? 0) >= 1))) return 0;
      return scoring.points === 'all-dice' ? sumOf(counts) : scoring.points;
    case 'yacht':
      return highestWithAtLeast(counts, 5) > 0 ? scoring.points : 0;
    case 'second-yacht':
      // Only with the yacht box holding its points, which the sheet knows (choices.ts): never by the dice alone.
      return 0;
    case 'chance':
      return sumOf(counts);
  }
}

/**
 * Points a box takes when a yacht plays as a joker there: full house and straights pay their full value (a
 * fixed one, or all five dice added up where they score the dice).
 */
export function jokerPoints(scoring: Scoring, counts: FaceCounts): number {
  if (scoring.kind === 'full-house' || scoring.kind === 'straight') {
    return typeof scoring.points === 'number' ? scoring.points : sumOf(counts);
  }
  return naturalPoints(scoring, counts);
}
