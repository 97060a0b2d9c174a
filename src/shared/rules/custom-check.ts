// Checking a custom rule set's values against what the game can take, each problem in words and tied to its
// field so the editor can mark it. Its shape, for data from outside, is checked first: custom-schema.ts (zod,
// kept out of this module so the solver's workers never load it).

import { isOneLineName, ONE_LINE_NAME } from '../names';
import { boxRuleKinds, editableBoxes } from './custom';
import { isBuiltInRuleName, ruleNameKey } from './rule-set-names';
import { sheetProblems } from './custom-rows-check';
import type { BoxSpec, CustomRules, RuleSet, Variant } from './types';
import { MAX_BOX_POINTS, pointsProblem, type RulesProblem } from './rules-problem';
import { makeRules } from './variants';

export const MAX_RULES_NAME = 40;
/** The most any upper section can hold: five of every face. */
export const MAX_UPPER_TOTAL = 5 * (1 + 2 + 3 + 4 + 5 + 6);
const MAX_EXTRA_YACHT = 1000;
/** Up to this many custom rule sets are kept in the settings. */
export const MAX_CUSTOM_RULES = 40;

export type { RulesProblem };

const KIND_WORDS = {
  sum: 'the dice added up',
  matching: 'the matching dice',
  fixed: 'fixed points',
  none: 'none',
};

/** Why `boxes` cannot give box `id` (`box`, if the base has it) a rule other than "none". */
function notEditable(
  base: RuleSet,
  id: string,
  box: BoxSpec | undefined,
  editable: readonly BoxSpec[],
): string {
  if (box?.scoring.kind === 'yacht') {
    return `the yacht box's points are set with "yacht", not in "boxes" (where "none" leaves it out)`;
  }
  if (box?.section === 'upper') {
    return `${box.label} is an upper box: "boxes" may leave it out ("none") or keep it ("sum"), no other`;
  }
  return `${base.name} has no lower box "${id}" to change; its boxes are ${editable.map((b) => b.id).join(', ')}`;
}

export function boxProblems(base: RuleSet, boxes: Readonly<Record<string, unknown>>): RulesProblem[] {
  const problems: RulesProblem[] = [];
  const editable = editableBoxes(base);
  for (const [id, rule] of Object.entries(boxes)) {
    const field = `boxes.${id}`;
    const box = editable.find((b) => b.id === id);
    if (!box) {
      const other = base.boxes.find((b) => b.id === id);
      // An upper box or the yacht box may be left out ("none"); an upper box kept says "sum", as it scores.
      const leavable =
        other?.section === 'upper' || ['yacht', 'second-yacht'].includes(other?.scoring.kind ?? '');
      if (rule === 'none' && leavable) continue;
      if (rule === 'sum' && other?.section === 'upper') continue;
      problems.push({ field, message: notEditable(base, id, other, editable) });
      continue;
    }
    const kinds = boxRuleKinds(box.scoring);
    const kind = typeof rule === 'number' ? 'fixed' : (rule as 'sum' | 'matching' | 'none');
    if (!kinds.includes(kind)) {
      problems.push({
        field,
        message: `${box.label} can score ${kinds.map((k) => KIND_WORDS[k]).join(', ')}, not ${KIND_WORDS[kind]}`,
      });
    } else if (typeof rule === 'number') {
      problems.push(...pointsProblem(field, box.label, rule, 0, MAX_BOX_POINTS));
    }
  }
  return problems;
}

/** A name that is there and not too long: what a game's log needs of its rule set's name. */
function nameLengthProblem(name: string): string | null {
  if (name === '') return 'Give the rule set a name';
  if (name.length > MAX_RULES_NAME) return `A name has at most ${MAX_RULES_NAME} characters`;
  return null;
}

/**
 * Why a rule set of one's own may not go by `name`, or null: blank, too long, not one line, a built-in rule
 * set's name, or one of `taken` (the names the player's other rule sets use), in any case. The one check of a
 * name, at every door: the editor, the settings, `--rules` files and the API.
 */
export function ruleNameProblem(name: string, taken: readonly string[]): string | null {
  const trimmed = name.trim();
  const length = nameLengthProblem(trimmed);
  if (length !== null) return length;
  if (!isOneLineName(name)) return ONE_LINE_NAME;
  const shown = JSON.stringify(trimmed);
  if (isBuiltInRuleName(trimmed)) return `${shown} is the name of a built-in rule set: give yours another`;
  if (taken.some((n) => ruleNameKey(n) === ruleNameKey(trimmed))) {
    return `${shown} is already the name of another rule set`;
  }
  return null;
}

/** The values' problems: the bonus, the boxes, the yacht and the extra-yacht bonus. */
function valueProblems(custom: CustomRules): RulesProblem[] {
  const problems: RulesProblem[] = [];
  if (custom.bonus) {
    const { threshold, points } = custom.bonus;
    if (Number.isInteger(threshold) && threshold > MAX_UPPER_TOTAL) {
      problems.push({
        field: 'bonus.threshold',
        message: `no sheet can reach ${threshold} in the upper boxes: the most is ${MAX_UPPER_TOTAL} (five of every face)`,
      });
    } else {
      problems.push(
        ...pointsProblem('bonus.threshold', 'The bonus threshold', threshold, 1, MAX_UPPER_TOTAL),
      );
    }
    problems.push(...pointsProblem('bonus.points', 'The bonus', points, 1, MAX_BOX_POINTS));
  }
  if (custom.generala !== undefined && custom.base !== 'generala') {
    problems.push({
      field: 'generala',
      message: `Generala's options are for a rule set based on Generala, not on ${custom.base}`,
    });
  }
  problems.push(...boxProblems(makeRules(custom.base), custom.boxes));
  problems.push(...sheetProblems(makeRules(custom.base), custom));
  problems.push(...pointsProblem('yacht', "The yacht's points", custom.yacht, 1, MAX_BOX_POINTS));
  if (custom.extraYacht !== null) {
    problems.push(
      ...pointsProblem('extraYacht', 'The extra-yacht bonus', custom.extraYacht, 1, MAX_EXTRA_YACHT),
    );
  }
  return problems;
}

/**
 * Every problem with a custom rule set of the right shape that comes in (the editor, the settings, a file, the
 * API): its name (ruleNameProblem; `taken` are the names other rule sets use) and its values.
 */
export function customRulesProblems(custom: CustomRules, taken: readonly string[]): RulesProblem[] {
  const name = ruleNameProblem(custom.name, taken);
  return [...(name === null ? [] : [{ field: 'name', message: name }]), ...valueProblems(custom)];
}

/**
 * What a game needs of its custom rule set: a name and values it can play. A game's log keeps the rule set as
 * it was when the game began, so a name refused since (a built-in rule set's, or on two lines) still loads.
 */
export function customPlayProblems(custom: CustomRules): RulesProblem[] {
  const name = nameLengthProblem(custom.name.trim());
  return [...(name === null ? [] : [{ field: 'name', message: name }]), ...valueProblems(custom)];
}

/**
 * Why a custom rule set cannot be played as `variant`, or null: a game's or a rule choice's variant is its
 * custom rule set's base. The one check of it, for every schema that takes rules and for a game's log.
 */
export function customBaseProblem(variant: Variant, custom: CustomRules): string | null {
  return custom.base === variant
    ? null
    : `custom rules based on ${custom.base} cannot be played as ${variant}: the variant is their base`;
}

/** One message for all the problems (for the command line and API errors). */
export function rulesProblemsText(problems: readonly RulesProblem[]): string {
  return problems.map((p) => p.message).join('; ');
}
