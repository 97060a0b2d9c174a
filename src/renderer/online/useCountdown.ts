// A count of seconds down to nothing, one a second, for words such as "the Medium bot plays in 8 s" and "next
// try in 20 s". The seconds are as of when they were told (a table view, a wait): a new `from` (a new view,
// a new wait) starts the count again, so that the host's clock and this device's need not agree.

import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | null, from: unknown): number | null {
  const [count, setCount] = useState({ seconds, from, gone: 0 });
  // A new count: adjusted while rendering (React's way to follow a prop), not after it.
  if (count.seconds !== seconds || count.from !== from) setCount({ seconds, from, gone: 0 });
  useEffect(() => {
    if (seconds === null || seconds <= 0) return;
    const timer = setInterval(() => setCount((c) => ({ ...c, gone: c.gone + 1 })), 1_000);
    return () => clearInterval(timer);
  }, [seconds, from]);
  return seconds === null ? null : Math.max(0, seconds - count.gone);
}
