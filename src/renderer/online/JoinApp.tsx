// The page a joiner sees in a browser (a phone, or another computer), served by the host's table server at
// #/join/<code>: pick a free seat and a name, wait for the host to start, then play your own turns at the same
// table as everyone else, every roll live. It talks only to the table's socket (none of the host's API).

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { joinCodeSchema } from '../../shared/api/online';
import { AppHeader } from '../header/AppHeader';
import { CodeForm } from './CodeForm';
import { ConnectionNotice } from './ConnectionNotice';
import { JoinedTableScreen } from './JoinedTableScreen';
import { useJoinedTable, type JoinedTable } from './useJoinedTable';

export function JoinHeader({ code, joined }: { readonly code: string; readonly joined: JoinedTable | null }) {
  const seat = joined?.state.seat ?? null;
  const name = seat === null ? null : joined?.state.table?.seats[seat]?.name;
  return (
    <AppHeader>
      <span className="online-status" role="status" data-testid="online-status">
        Table {code}
        {name ? ` · you are ${name}` : ''}
      </span>
    </AppHeader>
  );
}

/** The join page at its address; a code that is not one is asked for again. */
export function JoinRoute({ code }: { readonly code: string }) {
  if (code === '') {
    return (
      <div className="page join-page">
        <JoinHeader code="?" joined={null} />
        <main className="setup">
          <h1>Join a table</h1>
          <CodeForm problem="This link's join code is not one: type the code the host gave you." />
        </main>
      </div>
    );
  }
  return (
    <QueryClientProvider client={joinQueries()}>
      <JoinApp key={code} code={code} />
    </QueryClientProvider>
  );
}

let queries: QueryClient | null = null;

/** The join page's query cache (the coach's answers from the host), made once. */
function joinQueries(): QueryClient {
  queries ??= new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return queries;
}

function JoinApp({ code }: { readonly code: string }) {
  const joined = useJoinedTable(code);
  useEffect(() => {
    document.title = `Table ${code} · Yacht`;
  }, [code]);
  return (
    <JoinedTableScreen
      joined={joined}
      header={
        <>
          <JoinHeader code={code} joined={joined} />
          <ConnectionNotice joined={joined} />
        </>
      }
      refused={<CodeForm problem={joined.problem} />}
      waiting={`Joining table ${code}…`}
    />
  );
}

/** The code of a join page's address (#/join/<code>), or null when this is not one. */
export function joinCodeOf(hash: string): string | null {
  const match = /^#\/join\/([^/?#]*)$/.exec(hash);
  if (match === null) return null;
  const parsed = joinCodeSchema.safeParse(decodeURIComponent(match[1] ?? ''));
  return parsed.success ? parsed.data : '';
}
