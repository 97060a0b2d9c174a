// The committed valuations Hard plays with, one per rule set (valuations.json, written by
// scripts/bot-valuations.mjs, which runs src/main/sim/valuations.ts: fitted to the solver on Perfect's games).

import { rulesFingerprint, type RuleSet } from '../rules';
import data from './valuations.json';
import { decodeValuation, type BoxValuation, type EncodedValuation } from './valuation';

const stored = (data as { valuations: EncodedValuation[] }).valuations;
const byRules = new Map<string, BoxValuation>();

/** Hard's committed valuation of these rules, or null for rules it has none of (a player's own rules). */
export function committedValuation(rules: RuleSet): BoxValuation | null {
  const fingerprint = rulesFingerprint(rules);
  let valuation = byRules.get(fingerprint);
  if (!valuation) {
    const found = stored.find((v) => v.rules === fingerprint);
    if (!found) return null;
    valuation = decodeValuation(found);
    byRules.set(fingerprint, valuation);
  }
  return valuation;
}

/**
 * Hard's valuation of these rules; throws for rules that have none (valuations.json covers every built-in rule
 * set; custom rules get one derived from their solved table: SolverHost.valuation).
 */
export function valuationFor(rules: RuleSet): BoxValuation {
  const valuation = committedValuation(rules);
  if (!valuation) throw new Error(`no Hard valuation for ${rules.name}: it is derived from the solved table`);
  return valuation;
}
