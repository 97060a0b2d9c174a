// A bot's per-turn work (keep values for the seat's sheet) is done once per turn: the last result is kept by
// its rules and sheet, which the engine never changes in place (a scored box makes a new sheet).

import type { RuleSet, Sheet } from '../rules';

export class TurnMemo<T> {
  private last: { rules: RuleSet; sheet: Sheet; value: T } | null = null;

  get(rules: RuleSet, sheet: Sheet, compute: () => T): T {
    const last = this.last;
    if (last !== null && last.sheet === sheet && last.rules === rules) return last.value;
    const value = compute();
    this.last = { rules, sheet, value };
    return value;
  }
}
