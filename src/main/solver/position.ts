// Checking a position before it reaches the solver: what the CLI and the host both refuse, with one message each.

import { diceProblem } from '../../shared/dice';
import { sheetProblem, yachtBox, type RuleSet } from '../../shared/rules';
import { winRequestProblem, type WinRequest } from '../../shared/solver/win';

/** A position the solver cannot analyse (bad dice, sheet, rolls left, extra yachts, or a full sheet). */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

export interface PositionInput {
  readonly sheet: Readonly<Record<string, unknown>>;
  readonly dice: readonly unknown[];
  readonly rollsLeft: unknown;
  readonly extraYachts?: unknown;
}

/** The first problem with a position under these rules, or null when the solver can analyse it. */
export function positionProblem(rules: RuleSet, position: PositionInput): string | null {
  const sheet = sheetProblem(rules, position.sheet);
  if (sheet) return sheet;
  const filled = rules.boxes.filter((b) => position.sheet[b.id] !== undefined).length;
  if (filled === rules.boxes.length) return 'the sheet is full: there is no turn to play';
  const dice = diceProblem(position.dice);
  if (dice) return dice;
  const { rollsLeft } = position;
  if (rollsLeft !== 0 && rollsLeft !== 1 && rollsLeft !== 2) {
    return `rolls left must be 0, 1 or 2, got ${JSON.stringify(rollsLeft)}`;
  }
  return extraYachtsProblem(rules, position.sheet, position.extraYachts ?? 0);
}

/** Why a seat's extra yachts cannot stand on its (checked) sheet, or null. */
export function extraYachtsProblem(
  rules: RuleSet,
  sheet: Readonly<Record<string, unknown>>,
  extra: unknown,
): string | null {
  if (typeof extra !== 'number' || !Number.isInteger(extra) || extra < 0) {
    return `extra yachts must be a whole number from 0, got ${JSON.stringify(extra)}`;
  }
  if (extra === 0) return null;
  const box = yachtBox(rules);
  const points = box ? sheet[box.id] : undefined;
  if (!rules.joker || rules.joker.extraYachtPoints <= 0 || !box)
    return `${rules.variant} with these options has no extra-yacht bonus`;
  if (typeof points !== 'number' || points <= 0) {
    const holds = points === undefined ? 'nothing' : String(points);
    return `extra yachts need a scored ${box.label} box ("${box.id}" holds ${holds})`;
  }
  const filled = rules.boxes.filter((b) => sheet[b.id] !== undefined).length;
  if (extra > filled - 1) return `${extra} extra yachts cannot fit a sheet with ${filled} boxes filled`;
  return null;
}

/** What is wrong with another seat's sheet and extra yachts (a full sheet is fine: it has finished), or null. */
export function seatProblem(
  rules: RuleSet,
  sheet: Readonly<Record<string, unknown>>,
  extraYachts: unknown,
): string | null {
  return sheetProblem(rules, sheet) ?? extraYachtsProblem(rules, sheet, extraYachts);
}

/** What is wrong with a win question: its own shape, this seat's position, or another seat's sheet. */
export function winQuestionProblem(rules: RuleSet, request: WinRequest): string | null {
  const problem = winRequestProblem(request) ?? positionProblem(rules, request.position);
  if (problem) return problem;
  for (const [i, other] of request.others.entries()) {
    const seat = seatProblem(rules, other.sheet, other.extraYachts);
    if (seat) return `other seat ${i + 1}: ${seat}`;
  }
  return null;
}
