// The committed valuations Hard plays with, one per rule set (valuations.json, written by
// scripts/bot-valuations.mjs, which runs src/main/sim/valuations.ts: fitted to the solver on Perfect's games).

import { rulesFingerprint, type RuleSet } from '../rules';
import data from './valuations.json';
import { decodeValuation, type BoxValuation, type EncodedValuation } from './valuation';

const stored = (data as { valuations: EncodedValuation[] }).valuations;
const byRules = new Map<string, BoxValuation>();

/** Hard's valuation of these rules; throws for rules that have none (valuations.json covers every rule set). */
export function valuationFor(rules: RuleSet): BoxValuation {
  const fingerprint = rulesFingerprint(rules);
  let valuation = byRules.get(fingerprint);
  if (!valuation) {
    const found = stored.find((v) => v.rules === fingerprint);
    if (!found) throw new Error(`no Hard valuation for ${rules.name} with these options`);
    valuation = decodeValuation(found);
    byRules.set(fingerprint, valuation);
  }
  return valuation;
}
