// Keys that must not come in from outside. JSON.parse (and a structured clone) make "__proto__" an own key;
// zod's records then drop it silently, and a later spread or assignment would make it a prototype. Text from
// outside is parsed into objects without prototypes (so no key reaches one), and the receiving side refuses a
// "__proto__" key wherever it stands, like any unknown key, with where it was.

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

/** JSON.parse for text from outside (a request, a message, a file, an option): objects without prototypes. */
export function parseUntrustedJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.assign(Object.create(null) as object, value)
      : value,
  );
}
