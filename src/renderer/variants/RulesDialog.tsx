// A "Rules" button that opens the rules of the chosen variant in a modal dialog (Escape closes it).

import { useRef } from 'react';
import type { RuleSet } from '../../shared/rules';
import { RulesPanel } from './RulesPanel';

export function RulesDialog(props: { readonly rules: RuleSet; readonly className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'button'}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="open-rules"
      >
        Rules
      </button>
      <dialog ref={dialog} className="rules-dialog" aria-label={`Rules: ${props.rules.name}`}>
        {/* The rules scroll here: focusable, so that the keys scroll them too. */}
        <div className="rules-scroll" tabIndex={0} role="region" aria-label="The rules">
          <RulesPanel rules={props.rules} />
        </div>
        <div className="dialog-actions">
          <button type="button" className="button primary" autoFocus onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
