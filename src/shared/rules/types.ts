// A rule set is data: its boxes with declarative scoring, its bonus and its joker. One interpreter
// (scoring.ts, choices.ts) serves every variant, so no variant-specific branches spread over the code.

import type { Face } from '../dice';

export const VARIANTS = ['standard', 'classic', 'yatzy', 'generala'] as const;
/** Box ids are short words (`three-of-a-kind`); anything longer names no box and is refused as it comes in. */
export const MAX_BOX_ID_LENGTH = 32;
export type Variant = (typeof VARIANTS)[number];
/**
 * The most boxes a sheet has: Yatzy's 15, and a rule set of one's own with rows added (custom-rows-check.ts refuses
 * more). The solver's kernels take 16; 15 keeps its table near 12 MB (docs/variants.md).
 */
export const MAX_BOXES = 15;

export type Section = 'upper' | 'lower';

/** How a box scores the five dice. */
export type Scoring =
  /** The dice showing `face`, added up. */
  | { readonly kind: 'upper'; readonly face: Face }
  /** At least `n` alike: all five dice added up, just `n` of the matching dice (highest face), or a fixed value. */
  | { readonly kind: 'of-a-kind'; readonly n: number; readonly points: 'all-dice' | 'matching' | number }
  /** `pairs` pairs of different faces (highest possible), scoring the paired dice. */
  | { readonly kind: 'pairs'; readonly pairs: number }
  /** Three of one face and two of another. */
  | { readonly kind: 'full-house'; readonly points: number | 'all-dice' }
  /** Any of `runs` present among the dice (each run a list of faces): a fixed value or all five dice added up. */
  | {
      readonly kind: 'straight';
      readonly runs: readonly (readonly Face[])[];
      readonly points: number | 'all-dice';
    }
  /** Five alike. */
  | { readonly kind: 'yacht'; readonly points: number }
  /**
   * Five alike once the yacht box holds its points (Generala's Doble Generala): a box of its own, scoring nothing
   * for any other dice, nor while the yacht box is open or scratched.
   */
  | { readonly kind: 'second-yacht'; readonly points: number }
  /** Anything: all five dice added up. */
  | { readonly kind: 'chance' };

export interface BoxSpec {
  readonly id: string;
  readonly label: string;
  readonly section: Section;
  readonly scoring: Scoring;
  /** One line for the rules page and the pad's tooltip. */
  readonly help: string;
  /**
   * Points more when the box scores with the dice of the turn's first roll (Generala's "servida"): part of the
   * turn, so the solver weighs standing on the first roll with it.
   */
  readonly servida?: number;
}

export interface BonusSpec {
  /** Upper boxes adding up to at least this earn the bonus. */
  readonly threshold: number;
  readonly points: number;
}

export type JokerMode = 'forced' | 'free';

/**
 * Second yacht: 100 more when the yacht box holds 50, and the joker rule whenever the yacht box is filled. A
 * custom rule set may pay the extra yacht with the joker `off` (the dice then score as they fall), or play the
 * joker with no extra points (`extraYachtPoints` 0).
 */
export interface JokerSpec {
  readonly mode: JokerMode | 'off';
  readonly extraYachtPoints: number;
}

export interface RuleOptions {
  readonly secondYacht: boolean;
  readonly joker: JokerMode;
  /** Generala only: 3-4-5-6-1 counts as an Escalera too. */
  readonly aceStraight?: boolean;
  /**
   * Generala only: a Generala made on the first roll wins the game at once (`wins`), or scores this fixed number
   * of points in the Generala box (for solitaire and the solver's expected score).
   */
  readonly servidaGenerala?: 'wins' | number;
}

// A player's own rules as written (custom.ts turns them into a RuleSet).
export const CUSTOM_RULES_FORMAT = 'yacht-rules';
export const CUSTOM_RULES_VERSION = 1;

/**
 * How a lower box scores: `sum` (all five dice added up), `matching` (only the matching dice: of-a-kind and
 * pairs), a fixed number of points, or `none` (the box is left out of the game).
 */
export type BoxRule = 'sum' | 'matching' | 'none' | number;

export type CustomJoker = 'forced' | 'free' | 'off';

/** The kinds of box a custom rule set may add (custom-rows.ts): every lower kind of the family. */
export const ADDED_ROW_KINDS = [
  'pairs',
  'of-a-kind',
  'full-house',
  'straight',
  'chance',
  'yacht',
  'second-yacht',
] as const;
export type AddedRowKind = (typeof ADDED_ROW_KINDS)[number];

/**
 * A lower box a custom rule set adds after its base's lower boxes (custom-rows.ts): its kind and that kind's
 * values, as written (checked by custom-rows-check.ts): `pairs` 1 or 2; `n` 3 or 4 alike; `points` "sum",
 * "matching" (of-a-kind) or a number; `runs` "small", "large" or the runs themselves (faces, ascending).
 */
export interface AddedRow {
  readonly id: string;
  readonly label: string;
  readonly kind: AddedRowKind;
  readonly n?: number;
  readonly pairs?: number;
  readonly points?: 'sum' | 'matching' | number;
  readonly runs?: 'small' | 'large' | readonly (readonly number[])[];
  /** Points more when the row is written with the turn's first roll (Generala's servida). */
  readonly servida?: number;
}

export interface CustomRules {
  readonly format: typeof CUSTOM_RULES_FORMAT;
  readonly version: typeof CUSTOM_RULES_VERSION;
  readonly name: string;
  /** The built-in rule set it starts from: its boxes, in its order. */
  readonly base: Variant;
  /** Upper bonus, or null for none. */
  readonly bonus: { readonly threshold: number; readonly points: number } | null;
  /** Lower boxes other than the yacht, by id; a box left out keeps the base's scoring. */
  readonly boxes: Readonly<Record<string, BoxRule>>;
  /** Boxes added after the base's lower boxes, in sheet order; left out (not []) when none. */
  readonly added?: readonly AddedRow[];
  /** Generala's own options for a rule set based on it (left out: Generala's defaults); no other base has any. */
  readonly generala?: {
    readonly aceStraight: boolean;
    readonly servidaGenerala: 'wins' | number;
  };
  /** Points for five alike in the yacht box. */
  readonly yacht: number;
  /** Points for each further yacht once the yacht box holds its points, or null for none. */
  readonly extraYacht: number | null;
  readonly joker: CustomJoker;
}

export interface RuleSet {
  /** The built-in rule set, or for a custom one the rule set it started from. */
  readonly variant: Variant;
  readonly name: string;
  /** A player's own rules (custom.ts): what they wrote, kept so a game or a file can name them again. */
  readonly custom?: CustomRules;
  readonly options: RuleOptions;
  readonly boxes: readonly BoxSpec[];
  readonly bonus: BonusSpec | null;
  readonly joker: JokerSpec | null;
  /**
   * The box whose five alike made on the turn's first roll wins the game at once (Generala servida), or absent.
   * The solver's expected score counts it as the box's points (a win is no number of points).
   */
  readonly instantWin?: string;
}

/** Points written in the filled boxes, by box id. A box absent from the sheet is open. */
export type Sheet = Readonly<Record<string, number>>;

export interface BoxChoice {
  readonly box: string;
  readonly points: number;
}

export interface ScoreChoices {
  /** Every box these dice may legally go in, in sheet order. */
  readonly boxes: readonly BoxChoice[];
  /** Extra-yacht bonus these dice earn, whichever box they go in. */
  readonly extraYacht: number;
  /** True when the joker rule decided which boxes are legal and what they score. */
  readonly joker: boolean;
}
