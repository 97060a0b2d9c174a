// A rule set's options as printed for a person or a program: whether extra yachts pay and where a joker may
// go, or "off" when there is no joker. RuleSet.options keeps the options normalised for logs and fingerprints,
// where a rule set without a joker still holds the default mode ("forced"): printed as is, that reads as a joker.

import type { JokerMode, RuleSet } from './types';

export interface PlayedOptions {
  /** Further yachts pay extra points. */
  readonly secondYacht: boolean;
  /** Where a joker may go, or "off": five alike score as they fall. */
  readonly joker: JokerMode | 'off';
}

/** What the rules play: from their joker, never from the normalised options. */
export function playedOptions(rules: RuleSet): PlayedOptions {
  return {
    secondYacht: (rules.joker?.extraYachtPoints ?? 0) > 0,
    joker: rules.joker?.mode ?? 'off',
  };
}
