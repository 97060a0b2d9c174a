// Target practice: a game of one seat may play for a target total (the coach grades by the chance to reach it,
// Perfect (to win) plays for it, the end screen says how likely it was). Kept in the game's `created` event.

import { GameError } from './errors';
import type { GameEvent, Seat } from './types';

/** A target is a whole number of points in this range (the low end is sure, the high end all but impossible). */
export const MIN_TARGET = 1;
export const MAX_TARGET = 1000;

/** Why `value` cannot be a target, in words, or null. */
export function targetProblem(value: number): string | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return 'a target is a whole number of points';
  if (value < MIN_TARGET || value > MAX_TARGET)
    return `a target is from ${MIN_TARGET} to ${MAX_TARGET} points, got ${value}`;
  return null;
}

/** A target typed by a player: blank is none; otherwise the number or why it is not one. */
export function readTarget(text: string): { target: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { target: null };
  if (!/^[+-]?\d+$/.test(trimmed)) return { problem: 'a target is a whole number of points, like 250' };
  const value = Number(trimmed);
  const problem = targetProblem(value);
  return problem === null ? { target: value } : { problem };
}

/** Why these seats cannot play for a target, or null: a target is for a game of one seat. */
export function targetSeatsProblem(seats: readonly Seat[]): string | null {
  return seats.length === 1 ? null : `a target is for a game of one seat, this one has ${seats.length}`;
}

/** Throws a GameError when a game's target is not one it can have. */
export function checkTarget(seats: readonly Seat[], target: number | null): void {
  if (target === null) return;
  const problem = targetProblem(target) ?? targetSeatsProblem(seats);
  if (problem !== null) throw new GameError('bad-setup', problem);
}

/** The target a game's log keeps (in its `created` event), or null. */
export function targetOf(events: readonly GameEvent[]): number | null {
  const first = events[0];
  return first?.type === 'created' ? (first.target ?? null) : null;
}

/**
 * P(final total ≥ target) from a distribution of final totals ([total, chance] pairs, as the variants page's
 * facts list them): the tail of the distribution at the target.
 */
export function chanceAtLeast(distribution: readonly (readonly [number, number])[], target: number): number {
  let chance = 0;
  for (const [total, p] of distribution) if (total >= target) chance += p;
  return Math.min(1, chance);
}
