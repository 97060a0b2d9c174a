// Every key of the replay page, on `?`: a modal dialog (focus moves in, Escape or Close leaves), one list per
// group, each key beside what it does, read by screen readers as terms and their descriptions.

import { Fragment, useId } from 'react';
import { keyLabels, REPLAY_KEY_GROUPS, type KeyEntry } from './replay-keys';
import { ModalDialog } from '../ui/ModalDialog';

function Keys(props: { readonly entry: KeyEntry }) {
  const { labels, run } = keyLabels(props.entry.keys);
  return (
    <>
      {labels.map((label, i) => (
        <Fragment key={label}>
          {i > 0 && (run ? '–' : ' ')}
          <kbd>{label}</kbd>
        </Fragment>
      ))}
    </>
  );
}

export function KeyHelpDialog(props: { readonly onClose: () => void }) {
  const id = useId();
  return (
    <ModalDialog
      className="coach-dialog key-help-dialog"
      labelledBy={`${id}-title`}
      testId="key-help-dialog"
      onClose={() => props.onClose()}
    >
      <h2 id={`${id}-title`}>Keys</h2>
      <div className="key-help-groups">
        {REPLAY_KEY_GROUPS.map((group, g) => (
          <section key={group.title} aria-labelledby={`${id}-group-${g}`}>
            <h3 id={`${id}-group-${g}`}>{group.title}</h3>
            <dl className="key-help-list">
              {group.entries.map((entry) => (
                <div key={entry.what} className="key-help-entry" data-testid="key-help-entry">
                  <dt>
                    <Keys entry={entry} />
                  </dt>
                  <dd>{entry.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <form method="dialog" className="dialog-actions">
        <button type="submit" value="close" className="button">
          Close
        </button>
      </form>
    </ModalDialog>
  );
}
