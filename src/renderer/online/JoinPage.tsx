// Join a table another player's app (or `yacht host`) hosts: paste the join link, or type the host's address and
// the code; this app's backend connects and the table shows here as it does in a joiner's browser. A finished game goes into this app's history.

import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { CoachGuard } from '../../shared/api/contract';
import { useJoinTable, useJoinedTableView, useLeaveTable, useSaveSettings, useSettings } from '../api';
import { Waiting } from '../ui/Waiting';
import { JoinedTableScreen } from './JoinedTableScreen';
import { useAppJoinedTable } from './useAppJoinedTable';
import { ConnectionNotice } from './ConnectionNotice';

export interface JoinPageProps {
  readonly header: ReactNode;
}

function JoinForm({ problem }: { readonly problem: string | null }) {
  const join = useJoinTable();
  const [link, setLink] = useState('');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  // The link, when one is pasted; else the address and code typed apart.
  const byLink = link.trim() !== '';
  const ready = byLink || (address.trim() !== '' && code.trim() !== '');
  // An edit clears the last refusal: it was about what stood there before.
  const edit = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    join.reset();
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    join.mutate(byLink ? { link } : { address, code });
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
          aria-describedby="join-link-hint"
          onChange={edit(setLink)}
          data-testid="join-link-input"
        />
      </label>
      <p id="join-link-hint" className="field-hint">
        The host&apos;s app shows the link under the table&apos;s join code.
      </p>
      <fieldset className="join-by-code" disabled={byLink}>
        <legend>Or type the host&apos;s address and the code</legend>
        <label className="field">
          <span>Host&apos;s address</span>
          <input
            type="text"
            value={address}
            placeholder="192.168.1.20:8750"
            autoComplete="off"
            onChange={edit(setAddress)}
            data-testid="join-address-input"
          />
        </label>
        <label className="field">
          <span>Join code</span>
          <input
            type="text"
            value={code}
            placeholder="ABC234"
            autoCapitalize="characters"
            autoComplete="off"
            onChange={edit(setCode)}
            data-testid="join-code-input"
          />
        </label>
      </fieldset>
      {error && (
        <p className="error-line" role="alert" data-testid="join-error">
          {error}
        </p>
      )}
      <div className="setup-actions">
        <button type="submit" className="button primary" disabled={join.isPending || !ready}>
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
  // The coach's on/off and guard are this app's settings, as at its own table.
  const settings = useSettings();
  const { mutate: save } = useSaveSettings();
  const coachSettings = {
    on: settings.data?.coach ?? false,
    setOn: (coach: boolean) => save({ coach }),
    guard: settings.data?.coachGuard ?? 'off',
    setGuard: (coachGuard: CoachGuard) => save({ coachGuard }),
  };
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
    </p>
  );
  return (
    <JoinedTableScreen
      joined={joined}
      header={
        <>
          {header}
          {status}
          <ConnectionNotice joined={joined} />
        </>
      }
      refused={<JoinForm problem={joined.problem} />}
      waiting={`Joining table ${code}…`}
      keptHere
      coachSettings={coachSettings}
      actions={
        <button type="button" className="button quiet" onClick={() => leave.mutate()}>
          Leave the table
        </button>
      }
    />
  );
}
