// A value once it has stopped changing for `ms`: what is asked of the backend while a player holds an arrow
// key through a replay (every step drawn at once, the options asked for where they stop).

import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
