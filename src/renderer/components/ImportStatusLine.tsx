// What became of the last game file opened or dropped: imported (with a link to its replay) or refused with
// the reason, which names what is wrong and where.

import { routeHash } from '../routing';
import type { ImportStatus } from '../history/useGameImport';
import { whenText } from './table-words';

export function ImportStatusLine(props: { readonly status: ImportStatus; readonly onDismiss: () => void }) {
  const { status } = props;
  if (status.kind === 'idle') return null;
  if (status.kind === 'busy') {
    return (
      <p className="import-status" role="status" data-testid="import-status">
        Reading {status.fileName}…
      </p>
    );
  }
  if (status.kind === 'imported') {
    return (
      <p className="import-status ok" role="status" data-testid="import-status" data-state="imported">
        Imported {status.fileName}: the game of {whenText(status.game.finishedAt)}.{' '}
        <a href={routeHash({ kind: 'replay', gameId: status.game.gameId })}>Open its replay</a>{' '}
        <button type="button" className="button quiet small" onClick={props.onDismiss}>
          Dismiss
        </button>
      </p>
    );
  }
  return (
    <p className="import-status error" role="alert" data-testid="import-status" data-state="refused">
      <strong>{status.fileName} was not imported:</strong> {status.message}{' '}
      <button type="button" className="button quiet small" onClick={props.onDismiss}>
        Dismiss
      </button>
    </p>
  );
}
