// Keys that must not come in from outside. JSON.parse (and a structured clone) make "__proto__" an own key;
// zod's records then drop it silently, and a later spread or assignment would make it a prototype. The
// receiving side refuses it wherever it stands, like any unknown key, with where it was.

const FORBIDDEN = '__proto__';

/**
 * Where the first "__proto__" key stands in a value (e.g. `args[0].sheet`), or null when there is none. Walks
 * without recursion, so a deeply nested value cannot overflow the stack.
 */
export function forbiddenKeyPath(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${where}[${i}]`]);
      continue;
    }
    for (const key of Object.keys(item)) {
      const at = where === '' ? key : `${where}.${key}`;
      if (key === FORBIDDEN) return at;
      stack.push([(item as Record<string, unknown>)[key], at]);
    }
  }
  return null;
}
