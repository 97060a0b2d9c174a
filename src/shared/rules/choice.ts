// Which rules: a built-in rule set with its options, or a player's own. Everything that names rules across a
// boundary (a game's setup and log, an API call, a command line) names them this way.

import { rulesFromCustom } from './custom';
import type { CustomRules, RuleOptions, RuleSet, Variant } from './types';
import { makeRules } from './variants';

export interface RulesChoice {
  readonly variant: Variant;
  readonly options?: Partial<RuleOptions>;
  /** A custom rule set; `variant` is then its base. */
  readonly custom?: CustomRules | null;
}

export function rulesOf(choice: RulesChoice): RuleSet {
  return choice.custom ? rulesFromCustom(choice.custom) : makeRules(choice.variant, choice.options);
}

/** The choice that names these rules again. */
export function choiceOf(rules: RuleSet): RulesChoice {
  return rules.custom
    ? { variant: rules.variant, options: rules.options, custom: rules.custom }
    : { variant: rules.variant, options: rules.options };
}
