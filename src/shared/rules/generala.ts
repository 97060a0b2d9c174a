// Generala, the Latin American member of the family, as data: six upper boxes, Escalera, Full, Poker, Generala
// and Doble Generala (docs/generala.md). Made on the turn's first roll ("servida"), an Escalera, Full or Poker
// scores 5 more, and a Generala wins the game at once, or (an option, for solitaire and the solver's expected
// score) scores a fixed number of points. The options people argue about are the rule set's options.

import type { Face } from '../dice';
import type { RuleOptions, RuleSet } from './types';
import { upperBoxes } from './upper-boxes';

/** Points more for an Escalera, Full or Poker made on the first roll. */
export const SERVIDA_POINTS = 5;
/** The Generala box's points, and Doble Generala's. */
export const GENERALA_POINTS = 50;
export const DOBLE_GENERALA_POINTS = 100;
/** The fixed points a Generala servida scores when it does not win at once, unless the player says otherwise. */
export const DEFAULT_SERVIDA_GENERALA_POINTS = 100;
/** Fixed points a Generala servida may score: at least a Generala's, at most this. */
export const MAX_SERVIDA_GENERALA_POINTS = 1000;

export const GENERALA_DEFAULTS = { aceStraight: false, servidaGenerala: 'wins' } as const;

const RUNS: readonly (readonly Face[])[] = [
  [1, 2, 3, 4, 5],
  [2, 3, 4, 5, 6],
];
/** 3-4-5-6-1: the ace above the six (an option). */
const ACE_RUN: readonly Face[] = [1, 3, 4, 5, 6];

export function generala(options: RuleOptions): RuleSet {
  const aceStraight = options.aceStraight ?? GENERALA_DEFAULTS.aceStraight;
  const servidaGenerala = options.servidaGenerala ?? GENERALA_DEFAULTS.servidaGenerala;
  const fixed = servidaGenerala === 'wins' ? null : servidaGenerala;
  return {
    variant: 'generala',
    name: 'Generala',
    options: { secondYacht: false, joker: 'forced', aceStraight, servidaGenerala },
    boxes: [
      ...upperBoxes,
      {
        id: 'escalera',
        label: 'Escalera',
        section: 'lower',
        scoring: { kind: 'straight', runs: aceStraight ? [...RUNS, ACE_RUN] : RUNS, points: 20 },
        help: `${aceStraight ? '1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1' : '1-2-3-4-5 or 2-3-4-5-6'}: 20 (25 servida).`,
        servida: SERVIDA_POINTS,
      },
      {
        id: 'full',
        label: 'Full',
        section: 'lower',
        scoring: { kind: 'full-house', points: 30 },
        help: 'Three of one face and two of another: 30 (35 servida).',
        servida: SERVIDA_POINTS,
      },
      {
        id: 'poker',
        label: 'Poker',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 4, points: 40 },
        help: 'At least four dice alike: 40 (45 servida).',
        servida: SERVIDA_POINTS,
      },
      {
        id: 'generala',
        label: 'Generala',
        section: 'lower',
        scoring: { kind: 'yacht', points: GENERALA_POINTS },
        help:
          fixed === null
            ? 'Five dice alike: 50; on the first roll (servida) it wins the game.'
            : `Five dice alike: 50; on the first roll (servida) ${fixed}.`,
        ...(fixed === null ? {} : { servida: fixed - GENERALA_POINTS }),
      },
      {
        id: 'doble-generala',
        label: 'Doble Generala',
        section: 'lower',
        scoring: { kind: 'second-yacht', points: DOBLE_GENERALA_POINTS },
        help: 'Five dice alike once the Generala box holds 50: 100.',
      },
    ],
    bonus: null,
    joker: null,
    ...(fixed === null ? { instantWin: 'generala' } : {}),
  };
}
