// Generala's options as a person sets them: the points a Generala servida scores, typed, read in words. The
// backend checks them again (rules/options-schema.ts); this says what is wrong beside the field, before asking.

import {
  DEFAULT_SERVIDA_GENERALA_POINTS,
  GENERALA_POINTS,
  MAX_SERVIDA_GENERALA_POINTS,
} from '../../shared/rules/generala';

export { DEFAULT_SERVIDA_GENERALA_POINTS };

/** The points a Generala servida scores as typed, or why they are not points it can score. */
export function readServidaPoints(text: string): { points: number } | { problem: string } {
  const trimmed = text.trim();
  const range = `${GENERALA_POINTS} to ${MAX_SERVIDA_GENERALA_POINTS}`;
  if (trimmed === '') return { problem: `write the points a Generala servida scores, ${range}` };
  if (!/^[+-]?\d+$/.test(trimmed)) return { problem: `a Generala servida scores whole points, ${range}` };
  const points = Number(trimmed);
  if (points < GENERALA_POINTS) {
    return { problem: `a Generala servida scores at least a Generala's ${GENERALA_POINTS}` };
  }
  if (points > MAX_SERVIDA_GENERALA_POINTS) {
    return { problem: `a Generala servida scores at most ${MAX_SERVIDA_GENERALA_POINTS}` };
  }
  return { points };
}
