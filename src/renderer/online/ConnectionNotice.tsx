// A joiner's page while its connection is down: the connection lost and being tried again, or the host away
// (their table closed for now: Close the table, or their app restarting) — in words, with when the page tries
// next and a Try now. A game over whose table has closed says so once.

import { TABLE_CLOSED_AFTER_GAME } from '../../shared/online/rejoin';
import type { JoinedTable } from './useJoinedTable';
import { useCountdown } from './useCountdown';

export function ConnectionNotice({ joined }: { readonly joined: JoinedTable }) {
  const { phase, retry, tryNow } = joined;
  const left = useCountdown(retry === null ? null : Math.ceil(retry.waitMs / 1000), retry);
  if (phase === 'refused' && joined.problem === TABLE_CLOSED_AFTER_GAME) {
    return (
      <p className="connection-notice" role="status" data-testid="connection-notice">
        The game is over and the host&apos;s table has closed.
      </p>
    );
  }
  if (phase !== 'reconnecting' && phase !== 'host-away') return null;
  const seated = joined.state.seat !== null;
  return (
    <div className={`connection-notice ${phase}`} data-testid="connection-notice">
      <p role="status">
        {phase === 'host-away'
          ? `The host is away: their table is closed for now. This page keeps trying, and brings you back to ${seated ? 'your seat' : 'the table'} when it opens again.`
          : retry !== null && retry.attempt > 0
            ? `Connection lost — the host may be away, or this device offline. This page keeps trying, and brings you back to ${seated ? 'your seat' : 'the table'}.`
            : 'Connection lost — reconnecting…'}
      </p>
      {/* Where the page holds the connection (another app's backend tries by itself, at its own times). */}
      {tryNow !== null && (
        <p className="connection-retry">
          <span className="field-hint" data-testid="next-try">
            {left === null ? 'Trying now…' : left > 0 ? `Next try in ${left} s.` : 'Trying…'}
          </span>
          <button type="button" className="button" onClick={tryNow} data-testid="try-now">
            Try now
          </button>
        </p>
      )}
    </div>
  );
}
