// What became of the last game file opened or dropped: imported (with a link to its replay), already in the
// history (nothing added, the same link), or refused with the reason: what the file is and what to do, or what
// is wrong with a game file and where.

import { routeHash } from '../routing';
import { playedOnText } from './played-on';
import type { ImportStatus } from './useGameImport';

function Dismiss(props: { readonly onDismiss: () => void }) {
  return (
    <button type="button" className="button quiet small" onClick={props.onDismiss}>
      Dismiss
    </button>
  );
}

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
    const { game } = status;
    const replay = <a href={routeHash({ kind: 'replay', gameId: game.gameId })}>Open its replay</a>;
    return game.already ? (
      <p className="import-status ok" role="status" data-testid="import-status" data-state="already">
        This game is already in your history ({playedOnText(game.createdAt)}): nothing was added. {replay}{' '}
        <Dismiss onDismiss={props.onDismiss} />
      </p>
    ) : (
      <p className="import-status ok" role="status" data-testid="import-status" data-state="imported">
        Imported {status.fileName}: the game {playedOnText(game.createdAt)}. {replay}{' '}
        <Dismiss onDismiss={props.onDismiss} />
      </p>
    );
  }
  return (
    <p className="import-status error" role="alert" data-testid="import-status" data-state="refused">
      <strong>{status.fileName} was not imported:</strong> {status.message}{' '}
      <Dismiss onDismiss={props.onDismiss} />
    </p>
  );
}
