// What the backend wants the player to know that is no answer to anything they did: e.g. a save that could
// not be read was moved aside (and where to). Each can be dismissed for this session.

import { useState } from 'react';
import type { Notice } from '../../shared/api/contract';

export interface NoticesProps {
  readonly notices: readonly Notice[];
}

export function Notices(props: NoticesProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = props.notices.filter((n) => !dismissed.has(n.id));
  if (shown.length === 0) return null;
  return (
    <div className="notices" role="status">
      {shown.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.level}`} data-testid="notice">
          <p>
            {notice.message}
            {notice.file && !notice.message.includes(notice.file) && (
              <span className="notice-file"> {notice.file}</span>
            )}
          </p>
          <button
            type="button"
            className="button quiet"
            aria-label={`Dismiss: ${notice.message}`}
            onClick={() => setDismissed(new Set([...dismissed, notice.id]))}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
