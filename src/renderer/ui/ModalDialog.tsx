// A modal dialog shown while it is mounted: focus moves in and stays there, Escape closes it, and closing
// (by a `<form method="dialog">` button, a key or Escape) reports the button's value ('' for Escape).

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModalDialogProps {
  readonly className: string;
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly testId: string;
  /** The value of the button that closed it ('' when Escape did). */
  readonly onClose: (returnValue: string) => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>, close: (value: string) => void) => void;
  readonly children: ReactNode;
}

export function ModalDialog(props: ModalDialogProps) {
  const { className, labelledBy, describedBy, testId, onClose, onKeyDown, children } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = (value: string): void => dialog.current?.close(value);
  return (
    <dialog
      ref={dialog}
      // Said out loud for tests and tools that look for the role attribute itself.
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      data-testid={testId}
      onClose={(e) => onClose(e.currentTarget.returnValue)}
      onKeyDown={onKeyDown ? (e) => onKeyDown(e, close) : undefined}
    >
      {children}
    </dialog>
  );
}
