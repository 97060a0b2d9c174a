// Rule sets the variants page has chosen (the compared ones, the keep differences' two), kept by key across
// changes to the list: a rule set edited and saved gets a new key, and the choice follows it (followKeys); a
// key that is gone becomes null, for the caller to drop or replace, never a lookup of a rule set that is not there.

import { useCallback, useState } from 'react';
import { followKeys, type VariantEntry } from './variant-view';

export function useFollowedKeys(
  entries: readonly VariantEntry[],
  initial: () => readonly string[],
): [readonly (string | null)[], (change: (keys: readonly (string | null)[]) => (string | null)[]) => void] {
  const [chosen, setChosen] = useState(() => ({ entries, keys: initial() as readonly (string | null)[] }));
  let keys = chosen.keys;
  if (chosen.entries !== entries) {
    // The list changed since the last render: follow it now (React's way of adjusting state to a new prop).
    keys = followKeys(keys, chosen.entries, entries);
    setChosen({ entries, keys });
  }
  const change = useCallback(
    (f: (keys: readonly (string | null)[]) => (string | null)[]) =>
      setChosen((c) => ({ entries: c.entries, keys: f(c.keys) })),
    [],
  );
  return [keys, change];
}
