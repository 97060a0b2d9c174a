// A score distribution as one array of numbers of a size fixed by the rules, so it can travel from a worker
// and sit on disk in the solver cache's checked format (fixed size: the cache checks the value count).
//
// Layout: [FORMAT, min, length, bonusRate, yachtRate, multiYachtRate (NaN: none), bonusPoints,
// extraYachtPoints, then each box's expected points in the rules' order, then the chances of scores
// min .. min + length - 1, then noughts up to the size].

import { possiblePoints, type RuleSet } from '../../rules';
import type { ScoreDistribution } from './distribution';

const FORMAT = 1;
const HEAD = 8;

/**
 * The highest score the rules allow: every box at its most (a servida and a second yacht included), the bonus,
 * an extra yacht on every other turn.
 */
export function highestScore(rules: RuleSet): number {
  const possible = possiblePoints(rules);
  let top = 0;
  for (const box of rules.boxes) top += Math.max(0, ...(possible.get(box.id) ?? []));
  top += rules.bonus?.points ?? 0;
  const jokerOn = rules.joker !== null && rules.boxes.some((b) => b.scoring.kind === 'yacht');
  if (jokerOn) top += (rules.joker?.extraYachtPoints ?? 0) * (rules.boxes.length - 1);
  return top;
}

/** How many numbers a distribution of these rules takes. */
export function encodedSize(rules: RuleSet): number {
  return HEAD + rules.boxes.length + highestScore(rules) + 1;
}

export function encodeDistribution(dist: ScoreDistribution): Float64Array {
  const { rules } = dist;
  const out = new Float64Array(encodedSize(rules));
  out.set([
    FORMAT,
    dist.min,
    dist.probability.length,
    dist.bonusRate,
    dist.yachtRate,
    dist.multiYachtRate ?? NaN,
    dist.bonusPoints,
    dist.extraYachtPoints,
  ]);
  rules.boxes.forEach((b, i) => (out[HEAD + i] = dist.perBox[b.id] ?? 0));
  const at = HEAD + rules.boxes.length;
  if (at + dist.probability.length > out.length)
    throw new Error('the distribution is wider than its rules allow');
  out.set(dist.probability, at);
  return out;
}

/** The distribution back from its numbers; throws on numbers that cannot be one of these rules. */
export function decodeDistribution(rules: RuleSet, values: Float64Array): ScoreDistribution {
  if (values.length !== encodedSize(rules))
    throw new Error(`a distribution of these rules has ${encodedSize(rules)} numbers, not ${values.length}`);
  const [format, min, length] = [values[0]!, values[1]!, values[2]!];
  const at = HEAD + rules.boxes.length;
  if (format !== FORMAT) throw new Error(`unknown distribution format ${format}`);
  if (
    !Number.isInteger(min) ||
    !Number.isInteger(length) ||
    min < 0 ||
    length < 1 ||
    at + length > values.length
  ) {
    throw new Error('the distribution’s range does not fit its rules');
  }
  const perBox: Record<string, number> = {};
  rules.boxes.forEach((b, i) => (perBox[b.id] = values[HEAD + i]!));
  const multi = values[5]!;
  return {
    rules,
    min,
    probability: values.slice(at, at + length),
    bonusRate: values[3]!,
    yachtRate: values[4]!,
    multiYachtRate: Number.isNaN(multi) ? null : multi,
    perBox,
    bonusPoints: values[6]!,
    extraYachtPoints: values[7]!,
  };
}
