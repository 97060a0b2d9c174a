// The play-out dialog's keys (play-out-keys.ts), heard on the window while the dialog is open: they work
// wherever focus is (a button just disabled leaves it on the page's body), but never in a field.

import { useEffect, useRef } from 'react';
import { playOutKeyOf, type PlayOutKey } from './play-out-keys';

const FIELDS = ['INPUT', 'SELECT', 'TEXTAREA'];

export function usePlayOutKeys(onKey: (key: PlayOutKey) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && FIELDS.includes(event.target.tagName)) return;
      const key = playOutKeyOf(event.key);
      if (key === null) return;
      // Space rolls wherever focus is, never also pressing a focused die or box.
      event.preventDefault();
      if (!event.repeat) latest.current(key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
