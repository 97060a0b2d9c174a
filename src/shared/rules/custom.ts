// A player's own rule set: a built-in one with its bonus, box values, yacht, extra yacht and joker changed, boxes
// left out and family rows added (custom-rows.ts).
// It is written as a small JSON object (the editor saves it, `--rules FILE` reads it, a game's log keeps it)
// and turned into an ordinary RuleSet here, so the solver, bots, coach and table need no custom branch.

import {
  CUSTOM_RULES_FORMAT,
  CUSTOM_RULES_VERSION,
  type BoxRule,
  type BoxSpec,
  type CustomRules,
  type JokerSpec,
  type RuleSet,
  type Scoring,
} from './types';
import { addedBox } from './custom-rows';
import { GENERALA_DEFAULTS } from './generala';
import { DEFAULT_OPTIONS, makeRules } from './variants';

/** Which rules a lower box's kind can take (upper boxes and the yacht box have their own fields). */
export function boxRuleKinds(scoring: Scoring): readonly ('sum' | 'matching' | 'fixed' | 'none')[] {
  switch (scoring.kind) {
    case 'full-house':
    case 'straight':
      return ['sum', 'fixed', 'none'];
    case 'of-a-kind':
      return ['sum', 'matching', 'fixed', 'none'];
    case 'pairs':
      return ['matching', 'none'];
    case 'chance':
      return ['sum', 'none'];
    default:
      return [];
  }
}

/** The rule a box's scoring follows today (what the editor shows first). */
export function boxRuleOf(scoring: Scoring): BoxRule {
  switch (scoring.kind) {
    case 'full-house':
    case 'straight':
    case 'of-a-kind':
      if (scoring.points === 'all-dice') return 'sum';
      return scoring.points;
    case 'pairs':
      return 'matching';
    default:
      return 'sum';
  }
}

/** The lower boxes a custom rule set may change: every lower box but the yacht. */
export function editableBoxes(rules: RuleSet): readonly BoxSpec[] {
  return rules.boxes.filter((b) => b.section === 'lower' && boxRuleKinds(b.scoring).length > 0);
}

/** A custom rule set equal to a built-in one (the editor's starting point). */
export function customFrom(rules: RuleSet, name: string): CustomRules {
  const yacht = rules.boxes.find((b) => b.scoring.kind === 'yacht');
  return {
    format: CUSTOM_RULES_FORMAT,
    version: CUSTOM_RULES_VERSION,
    name,
    base: rules.variant,
    bonus: rules.bonus ? { threshold: rules.bonus.threshold, points: rules.bonus.points } : null,
    boxes: Object.fromEntries(editableBoxes(rules).map((b) => [b.id, boxRuleOf(b.scoring)])),
    yacht: yacht?.scoring.kind === 'yacht' ? yacht.scoring.points : 50,
    extraYacht: rules.joker && rules.joker.extraYachtPoints > 0 ? rules.joker.extraYachtPoints : null,
    joker: rules.joker ? rules.joker.mode : 'off',
    ...(rules.variant === 'generala'
      ? {
          generala: {
            aceStraight: rules.options.aceStraight ?? GENERALA_DEFAULTS.aceStraight,
            servidaGenerala: rules.options.servidaGenerala ?? GENERALA_DEFAULTS.servidaGenerala,
          },
        }
      : {}),
  };
}

/** The scoring a box rule gives a base box (keys in the base's order, so equal rules fingerprint equal). */
function scoringWith(scoring: Scoring, rule: BoxRule): Scoring {
  const points = rule === 'sum' ? 'all-dice' : rule;
  switch (scoring.kind) {
    case 'full-house':
    case 'straight':
      if (points === 'matching' || points === 'none') return scoring;
      return { ...scoring, points };
    case 'of-a-kind':
      if (points === 'none') return scoring;
      return { ...scoring, points };
    default:
      return scoring;
  }
}

const dieWords = (n: number): string => (n === 4 ? 'four' : n === 3 ? 'three' : String(n));

/** The help line of a box whose scoring a player changed. */
export function scoringHelp(box: BoxSpec, scoring: Scoring): string {
  const what = (points: number | 'all-dice' | 'matching', n = 5): string =>
    points === 'all-dice'
      ? 'all five dice added up'
      : points === 'matching'
        ? `the ${dieWords(n)} matching dice added up`
        : `${points}`;
  switch (scoring.kind) {
    case 'full-house':
      return `Three of one face and two of another: ${what(scoring.points)}.`;
    case 'straight':
      return `${box.help.split(':')[0] ?? box.label}: ${what(scoring.points)}.`;
    case 'of-a-kind':
      return `At least ${dieWords(scoring.n)} dice alike: ${what(scoring.points, scoring.n)}.`;
    case 'yacht':
      return `Five dice alike: ${scoring.points}.`;
    default:
      return box.help;
  }
}

function jokerOf(custom: CustomRules): JokerSpec | null {
  if (custom.joker === 'off' && custom.extraYacht === null) return null;
  return { mode: custom.joker, extraYachtPoints: custom.extraYacht ?? 0 };
}

/**
 * The rule set a custom one describes. It is checked by `customRulesProblems` first (this trusts its input):
 * equal rules make an equal RuleSet, so a custom copy of a built-in rule set shares its fingerprint and tables.
 */
export function rulesFromCustom(custom: CustomRules): RuleSet {
  const base = makeRules(custom.base, { secondYacht: false, ...custom.generala });
  const boxes: BoxSpec[] = [];
  for (const box of base.boxes) {
    const rule = custom.boxes[box.id];
    // Any box may be left out: a lower one, an upper one (the bonus then counts the upper boxes left) or the yacht.
    if (rule === 'none') continue;
    let scoring = box.scoring;
    if (scoring.kind === 'yacht') scoring = { ...scoring, points: custom.yacht };
    else if (rule !== undefined && box.section === 'lower') scoring = scoringWith(scoring, rule);
    const same = JSON.stringify(scoring) === JSON.stringify(box.scoring);
    boxes.push(same ? box : { ...box, scoring, help: scoringHelp(box, scoring) });
  }
  // Added rows after the base's lower boxes, in the order written.
  for (const row of custom.added ?? []) boxes.push(addedBox(row));
  const joker = jokerOf(custom);
  // Generala's options as its base took them, and its win at once while the box that makes it is kept.
  const own =
    custom.base === 'generala'
      ? { aceStraight: base.options.aceStraight, servidaGenerala: base.options.servidaGenerala }
      : {};
  const instantWin = boxes.some((b) => b.id === base.instantWin) ? base.instantWin : undefined;
  return {
    variant: custom.base,
    name: custom.name,
    options: {
      secondYacht: joker !== null && joker.extraYachtPoints > 0,
      joker: custom.joker === 'free' ? 'free' : DEFAULT_OPTIONS.joker,
      ...own,
    },
    custom,
    boxes,
    bonus: custom.bonus ? { threshold: custom.bonus.threshold, points: custom.bonus.points } : null,
    joker,
    ...(instantWin === undefined ? {} : { instantWin }),
  };
}
