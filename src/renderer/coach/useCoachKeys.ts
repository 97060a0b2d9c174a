// The coach's keys at the table: H opens the hint, U takes back the last decision. Like the table's keys,
// they leave fields and open dialogs alone; a key with nothing to do does nothing.

import { useEffect } from 'react';
import { typingTarget } from '../table/useTableKeys';

export interface CoachKeys {
  /** Null when there is no hint to open now. */
  readonly onHint: (() => void) | null;
  /** Null when there is nothing to take back. */
  readonly onUndo: (() => void) | null;
}

export function useCoachKeys(keys: CoachKeys): void {
  const { onHint, onUndo } = keys;
  useEffect(() => {
    if (onHint === null && onUndo === null) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typingTarget(event.target))
        return;
      const key = event.key.toLowerCase();
      const run = key === 'h' ? onHint : key === 'u' ? onUndo : null;
      if (run === null) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onHint, onUndo]);
}
