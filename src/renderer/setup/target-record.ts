// Target practice's quick picks: the player's record at these rules (the best total a person has finished a
// fair game with, from the history) and round targets.

import type { FinishedGame } from '../../shared/api/contract';
import { rulesFingerprint, rulesOf, type RuleSet } from '../../shared/rules';

/** Round targets offered beside the record. */
export const ROUND_TARGETS = [250, 300] as const;

/**
 * The best total a person's seat finished with at these rules, or null when there is none. Practice games
 * (decisions taken back) do not count: a record is a fair result.
 */
export function recordAt(games: readonly FinishedGame[], rules: RuleSet): number | null {
  const fingerprint = rulesFingerprint(rules);
  let best: number | null = null;
  for (const game of games) {
    if (game.practice) continue;
    if (rulesFingerprint(rulesOf({ ...game, custom: game.custom ?? null })) !== fingerprint) continue;
    for (const standing of game.standings) {
      if (game.seats[standing.seat]?.kind !== 'human') continue;
      if (best === null || standing.total > best) best = standing.total;
    }
  }
  return best;
}
