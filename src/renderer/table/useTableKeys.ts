// The table's keys: 1-5 keep or let go of a die, Space rolls. Enter needs nothing here: it presses the
// focused button (a die, Roll, a pad box). Keys typed into a field or inside a dialog are left alone.

import { useEffect } from 'react';

export interface TableKeys {
  readonly enabled: boolean;
  readonly onDie: (position: number) => void;
  readonly onRoll: () => void;
}

/**
 * Keys typed into a field or inside an open dialog belong there, not to the table; so does any key while a
 * dialog is open (a button disabled under the pointer drops focus to the body behind a modal dialog).
 */
export function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('dialog[open]') || target.ownerDocument.querySelector('dialog[open]')) return true;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useTableKeys(keys: TableKeys): void {
  const { enabled, onDie, onRoll } = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      if (event.key >= '1' && event.key <= '5') {
        event.preventDefault();
        onDie(Number(event.key) - 1);
      } else if (event.key === ' ' || event.code === 'Space') {
        // Space is Roll wherever focus is on the table, so it never also presses a focused die or box.
        event.preventDefault();
        if (!event.repeat) onRoll();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onDie, onRoll]);
}
