// Join a table another player's app (or `yacht host`) hosts: paste the join link; this app's backend connects
// and the table shows here as it does in a joiner's browser. A finished game goes into this app's history.

import { useState, type FormEvent, type ReactNode } from 'react';
import { useJoinTable, useJoinedTableView, useLeaveTable } from '../api';
import { Waiting } from '../components/Waiting';
import { JoinedTableScreen } from '../online/JoinApp';
import { useAppJoinedTable } from '../online/useAppJoinedTable';

export interface JoinPageProps {
  readonly header: ReactNode;
}

function JoinForm({ problem }: { readonly problem: string | null }) {
  const join = useJoinTable();
  const [link, setLink] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    join.mutate(link);
  };
  const error = join.error?.message ?? problem;
  return (
    <form className="setup-form join-form" onSubmit={submit} aria-label="Join a table">
      <label className="field">
        <span>Join link</span>
        <input
          type="url"
          value={link}
          placeholder="http://192.168.1.20:8750/#/join/ABC234"
          aria-invalid={error !== null}
          aria-describedby="join-link-hint"
          onChange={(e) => setLink(e.target.value)}
          data-testid="join-link-input"
        />
      </label>
      <p id="join-link-hint" className="field-hint">
        The host&apos;s app shows the link under the table&apos;s join code.
      </p>
      {error && (
        <p className="error-line" role="alert" data-testid="join-error">
          {error}
        </p>
      )}
      <div className="setup-actions">
        <button type="submit" className="button primary" disabled={join.isPending || link.trim() === ''}>
          Join
        </button>
      </div>
    </form>
  );
}

export function JoinPage({ header }: JoinPageProps) {
  const view = useJoinedTableView();
  const leave = useLeaveTable();
  const joined = useAppJoinedTable(view.data ?? null);
  if (view.isPending) return <Waiting header={header} text="Opening…" />;
  if (joined === null) {
    return (
      <div className="page join-page">
        {header}
        <main className="setup">
          <h1>Join a table</h1>
          <JoinForm problem={null} />
        </main>
      </div>
    );
  }
  const code = view.data?.code ?? '';
  const status = (
    <p className="online-status" role="status" data-testid="online-status">
      Table {code} at {view.data?.address}
      {joined.phase === 'reconnecting' ? ' — connection lost, reconnecting…' : ''}
    </p>
  );
  return (
    <JoinedTableScreen
      joined={joined}
      header={
        <>
          {header}
          {status}
        </>
      }
      refused={<JoinForm problem={joined.problem} />}
      waiting={`Joining table ${code}…`}
      keptHere
      actions={
        <button type="button" className="button quiet" onClick={() => leave.mutate()}>
          Leave the table
        </button>
      }
    />
  );
}
