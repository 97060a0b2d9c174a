// The six upper boxes every rule set of the family starts with: the dice of one face added up.

import type { Face } from '../dice';
import type { BoxSpec } from './types';

const UPPER_LABELS = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'] as const;
const UPPER_IDS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

export const upperBoxes: readonly BoxSpec[] = UPPER_IDS.map((id, i) => ({
  id,
  label: UPPER_LABELS[i] ?? id,
  section: 'upper' as const,
  scoring: { kind: 'upper' as const, face: (i + 1) as Face },
  help: `The ${UPPER_LABELS[i]?.toLowerCase()} added up.`,
}));
