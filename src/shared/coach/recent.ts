// A few recent results per owner object (a table, a chance table): a hint and the grades around it ask for
// the same position or sheet several times in a row, and a handful of entries covers that without growing.

export interface Recent<O extends object, V> {
  get(owner: O, key: string, make: () => V): V;
}

export function recentCache<O extends object, V>(size: number): Recent<O, V> {
  const lists = new WeakMap<O, { key: string; value: V }[]>();
  return {
    get(owner, key, make) {
      let list = lists.get(owner);
      if (!list) {
        list = [];
        lists.set(owner, list);
      }
      const at = list.findIndex((e) => e.key === key);
      const entry = (at >= 0 ? list.splice(at, 1)[0] : undefined) ?? { key, value: make() };
      list.unshift(entry);
      if (list.length > size) list.length = size;
      return entry.value;
    },
  };
}
