// A button of the replay's tools that a key also presses: the key shows beside the label and in the title, and
// is announced as the button's shortcut, so the three always name the same key.

import type { ReactNode } from 'react';
import { keyLabel } from './replay-keys';

export interface KeyButtonProps {
  /** The key, as KeyboardEvent.key names it (shown as keyLabel reads it). */
  readonly keyName: string;
  /** What the button does, for its title (the key is added). */
  readonly does: string;
  /** The title instead while the button is disabled, when that wants a reason. */
  readonly disabledWhy?: string;
  readonly className?: string;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly testId: string;
  readonly children: ReactNode;
}

export function KeyButton(props: KeyButtonProps) {
  const key = keyLabel(props.keyName);
  const title =
    props.disabled && props.disabledWhy !== undefined ? props.disabledWhy : `${props.does} (${key})`;
  return (
    <button
      type="button"
      className={props.className ?? 'button'}
      disabled={props.disabled}
      onClick={props.onClick}
      title={title}
      aria-keyshortcuts={key}
      data-testid={props.testId}
    >
      {props.children} <kbd aria-hidden="true">{key}</kbd>
    </button>
  );
}
