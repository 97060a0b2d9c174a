// The three rule sets, as data. Box ids are a public interface (CLI, saved games): never rename them.

import { GENERALA_DEFAULTS, generala } from './generala';
import type { RuleOptions, RuleSet, Variant } from './types';
import { upperBoxes } from './upper-boxes';

export const DEFAULT_OPTIONS: RuleOptions = { secondYacht: true, joker: 'forced' };

function standard(options: RuleOptions): RuleSet {
  return {
    variant: 'standard',
    name: 'Yacht (standard)',
    options,
    boxes: [
      ...upperBoxes,
      {
        id: 'three-of-a-kind',
        label: 'Three of a kind',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 3, points: 'all-dice' },
        help: 'At least three dice alike: all five dice added up.',
      },
      {
        id: 'four-of-a-kind',
        label: 'Four of a kind',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 4, points: 'all-dice' },
        help: 'At least four dice alike: all five dice added up.',
      },
      {
        id: 'full-house',
        label: 'Full house',
        section: 'lower',
        scoring: { kind: 'full-house', points: 25 },
        help: 'Three of one face and two of another: 25.',
      },
      {
        id: 'small-straight',
        label: 'Small straight',
        section: 'lower',
        scoring: {
          kind: 'straight',
          runs: [
            [1, 2, 3, 4],
            [2, 3, 4, 5],
            [3, 4, 5, 6],
          ],
          points: 30,
        },
        help: 'Four faces in a row: 30.',
      },
      {
        id: 'large-straight',
        label: 'Large straight',
        section: 'lower',
        scoring: {
          kind: 'straight',
          runs: [
            [1, 2, 3, 4, 5],
            [2, 3, 4, 5, 6],
          ],
          points: 40,
        },
        help: 'Five faces in a row: 40.',
      },
      {
        id: 'yacht',
        label: 'Yacht',
        section: 'lower',
        scoring: { kind: 'yacht', points: 50 },
        help: 'Five dice alike: 50.',
      },
      {
        id: 'chance',
        label: 'Chance',
        section: 'lower',
        scoring: { kind: 'chance' },
        help: 'Any dice: all five added up.',
      },
    ],
    bonus: { threshold: 63, points: 35 },
    joker: options.secondYacht ? { mode: options.joker, extraYachtPoints: 100 } : null,
  };
}

function classic(options: RuleOptions): RuleSet {
  return {
    variant: 'classic',
    name: 'Classic Yacht',
    options,
    boxes: [
      ...upperBoxes,
      {
        id: 'little-straight',
        label: 'Little straight',
        section: 'lower',
        scoring: { kind: 'straight', runs: [[1, 2, 3, 4, 5]], points: 30 },
        help: '1-2-3-4-5: 30.',
      },
      {
        id: 'big-straight',
        label: 'Big straight',
        section: 'lower',
        scoring: { kind: 'straight', runs: [[2, 3, 4, 5, 6]], points: 30 },
        help: '2-3-4-5-6: 30.',
      },
      {
        id: 'full-house',
        label: 'Full house',
        section: 'lower',
        scoring: { kind: 'full-house', points: 'all-dice' },
        help: 'Three of one face and two of another: all five dice added up.',
      },
      {
        id: 'four-of-a-kind',
        label: 'Four of a kind',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 4, points: 'matching' },
        help: 'At least four dice alike: the four matching dice added up.',
      },
      {
        id: 'choice',
        label: 'Choice',
        section: 'lower',
        scoring: { kind: 'chance' },
        help: 'Any dice: all five added up.',
      },
      {
        id: 'yacht',
        label: 'Yacht',
        section: 'lower',
        scoring: { kind: 'yacht', points: 50 },
        help: 'Five dice alike: 50.',
      },
    ],
    bonus: null,
    joker: null,
  };
}

function yatzy(options: RuleOptions): RuleSet {
  return {
    variant: 'yatzy',
    name: 'Yatzy (Nordic)',
    options,
    boxes: [
      ...upperBoxes,
      {
        id: 'one-pair',
        label: 'One pair',
        section: 'lower',
        scoring: { kind: 'pairs', pairs: 1 },
        help: 'Two dice alike: the highest pair added up.',
      },
      {
        id: 'two-pairs',
        label: 'Two pairs',
        section: 'lower',
        scoring: { kind: 'pairs', pairs: 2 },
        help: 'Two pairs of different faces: the four dice added up.',
      },
      {
        id: 'three-of-a-kind',
        label: 'Three of a kind',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 3, points: 'matching' },
        help: 'Three dice alike: those three added up.',
      },
      {
        id: 'four-of-a-kind',
        label: 'Four of a kind',
        section: 'lower',
        scoring: { kind: 'of-a-kind', n: 4, points: 'matching' },
        help: 'Four dice alike: those four added up.',
      },
      {
        id: 'small-straight',
        label: 'Small straight',
        section: 'lower',
        scoring: { kind: 'straight', runs: [[1, 2, 3, 4, 5]], points: 15 },
        help: '1-2-3-4-5: 15.',
      },
      {
        id: 'large-straight',
        label: 'Large straight',
        section: 'lower',
        scoring: { kind: 'straight', runs: [[2, 3, 4, 5, 6]], points: 20 },
        help: '2-3-4-5-6: 20.',
      },
      {
        id: 'full-house',
        label: 'Full house',
        section: 'lower',
        scoring: { kind: 'full-house', points: 'all-dice' },
        help: 'Three of one face and two of another: all five dice added up.',
      },
      {
        id: 'chance',
        label: 'Chance',
        section: 'lower',
        scoring: { kind: 'chance' },
        help: 'Any dice: all five added up.',
      },
      {
        id: 'yatzy',
        label: 'Yatzy',
        section: 'lower',
        scoring: { kind: 'yacht', points: 50 },
        help: 'Five dice alike: 50.',
      },
    ],
    bonus: { threshold: 63, points: 50 },
    joker: null,
  };
}

const BUILDERS: Record<Variant, (options: RuleOptions) => RuleSet> = { standard, classic, yatzy, generala };

/**
 * The rule set of a variant. The second yacht and joker change `standard` only, the ace straight and the
 * Generala servida `generala` only; they are normalised so equal rules compare and fingerprint equal. An option passed as
 * `undefined` takes its default (spreading it would leave the joker mode unset, which played as `free`).
 */
/** Built rule sets, one per variant and options: a rule set is never changed, so every game may share it. */
const made = new Map<string, RuleSet>();

export function makeRules(variant: Variant, options: Partial<RuleOptions> = {}): RuleSet {
  const build = BUILDERS[variant];
  if (build === undefined) throw new Error(`unknown variant "${String(variant)}"`);
  const secondYacht = variant === 'standard' && (options.secondYacht ?? DEFAULT_OPTIONS.secondYacht);
  const joker = secondYacht ? (options.joker ?? DEFAULT_OPTIONS.joker) : DEFAULT_OPTIONS.joker;
  // Generala's own options, and no others' (so a standard game's options stay as they always were).
  const own =
    variant === 'generala'
      ? {
          aceStraight: options.aceStraight ?? GENERALA_DEFAULTS.aceStraight,
          servidaGenerala: options.servidaGenerala ?? GENERALA_DEFAULTS.servidaGenerala,
        }
      : {};
  const key = `${variant}/${secondYacht}/${joker}/${JSON.stringify(own)}`;
  let rules = made.get(key);
  if (rules === undefined) {
    rules = build({ secondYacht, joker, ...own });
    made.set(key, rules);
  }
  return rules;
}
