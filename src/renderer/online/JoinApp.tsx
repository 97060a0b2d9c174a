// The page a joiner sees in a browser (a phone, or another computer), served by the host's table server at
// #/join/<code>: pick a free seat and a name, wait for the host to start, then play your own turns at the same
// table as everyone else, every roll live. It talks only to the table's socket (none of the host's API).

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { joinCodeSchema, type OnlineAction } from '../../shared/api/online';
import {
  gameFileName,
  gameFileText,
  MAX_NAME_LENGTH,
  ranking,
  replay,
  type GameEvent,
  type GameState,
} from '../../shared/game';
import { keepChoice, scoreChoice } from '../../shared/coach';
import { nameProblem, normalName } from '../../shared/names';
import { CoachSourceProvider, type TableAction } from '../api';
import { coachViews } from '../coach/CoachViews';
import { useCoachKeys } from '../coach/useCoachKeys';
import { CoachToggle } from '../coach/CoachToggle';
import { saveTextFile } from '../history/game-files';
import {
  onlineActionOf,
  useJoinedCoach,
  useLocalCoachSettings,
  type JoinerCoachSettings,
} from './joiner-coach';
import { TABLE_CLOSED_AFTER_GAME } from '../../shared/online/rejoin';
import { AwayNotice } from './AwayNotice';
import { ConnectionNotice } from './ConnectionNotice';
import { TablePresence } from './TablePresence';
import { TableRules } from './TableRules';
import { AppHeader } from '../header/AppHeader';
import { Ranking } from '../table/Ranking';
import { Waiting } from '../ui/Waiting';
import { lastMoveOf } from '../table/last-move';
import { PlayPage } from '../table/PlayPage';
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

/** A code typed by hand (when the link's was wrong): goes to that table's page. */
function CodeForm({ problem }: { readonly problem: string | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = joinCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'not a join code');
    window.location.hash = `#/join/${parsed.data}`;
  };
  return (
    <form className="setup-form join-code-form" onSubmit={submit} aria-label="Join with a code">
      {problem && (
        <p className="error-line" role="alert" data-testid="join-problem">
          {problem}
        </p>
      )}
      <label className="field">
        <span>Join code</span>
        <input
          type="text"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? 'code-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {error && (
        <p id="code-error" className="error-line">
          {error}
        </p>
      )}
      <button type="submit" className="button primary">
        Join
      </button>
    </form>
  );
}

function SeatPicker({ joined }: { readonly joined: JoinedTable }) {
  const table = joined.state.table;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (table === null) return null;
  const free = table.seats.flatMap((s, i) => (s.kind === 'open' ? [i] : []));
  const sit = (seat: number): void => {
    const normal = normalName(name);
    if (normal === '') return setError('Choose a name first.');
    // The table checks it too (names.ts); said here at once, before a seat is asked for.
    const problem = nameProblem(normal);
    if (problem !== null) return setError(problem);
    setError(null);
    joined.sit(seat, normal).catch((e: unknown) => setError((e as Error).message));
  };
  return (
    <form className="setup-form" aria-label="Take a seat" onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span>Your name</span>
        <input
          type="text"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
          data-testid="joiner-name"
        />
      </label>
      {free.length === 0 ? (
        <p role="status">Every seat is taken.</p>
      ) : (
        <div className="setup-actions">
          {free.map((seat) => (
            <button
              key={seat}
              type="button"
              className="button primary"
              onClick={() => sit(seat)}
              data-testid={`sit-${seat}`}
            >
              Sit in seat {seat + 1}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="error-line" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Lobby({ joined }: { readonly joined: JoinedTable }) {
  const { table, seat } = joined.state;
  if (table === null) return null;
  return (
    <>
      <h1>{seat === null ? 'Choose a seat' : 'Waiting for the host to start'}</h1>
      <TableRules table={table} />
      <ol className="hosted-seats" aria-label="Seats">
        {table.seats.map((s, i) => (
          <li key={i} className="seat-row">
            <span className={`presence ${s.connected ? 'here' : 'away'}`} aria-hidden="true" />
            {i + 1}. {s.kind === 'open' ? 'Open' : s.name}
            {i === seat ? ' (you)' : s.kind === 'bot' ? ' (bot)' : s.kind === 'host' ? ' (host)' : ''}
          </li>
        ))}
      </ol>
      {seat === null ? (
        <SeatPicker joined={joined} />
      ) : (
        <button type="button" className="button quiet" onClick={() => joined.stand()}>
          Leave the seat
        </button>
      )}
    </>
  );
}

/** The game at the table: your own seat's moves go to the host, one at a time; the coach where allowed. */
function JoinedGame({
  joined,
  header,
  keptHere,
  coachSettings,
}: {
  readonly joined: JoinedTable;
  readonly header: ReactNode;
  readonly keptHere: boolean;
  readonly coachSettings: JoinerCoachSettings;
}) {
  const { events, seat, table } = joined.state;
  const state: GameState = useMemo(() => replay(events), [events]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { act } = joined;
  const send = useCallback(
    (action: OnlineAction): void => {
      setBusy(true);
      setError(null);
      act(action)
        .catch((e: unknown) => setError((e as Error).message))
        .finally(() => setBusy(false));
    },
    [act],
  );
  const gameId = table?.game?.gameId ?? '';
  const allowed = table?.coachAllowed ?? false;
  const play = useCallback((action: TableAction) => send(onlineActionOf(action)), [send]);
  const coach = useJoinedCoach(gameId, events, state, seat, allowed, coachSettings, play);
  const mayHint = coach.canHint && !busy && coach.prompt === null;
  useCoachKeys({ onHint: mayHint ? coach.openHint : null, onUndo: null });
  const views = coachViews(coach, gameId, state, mayHint);

  const kept = state.turn.kept;
  const onToggleKeep = (position: number): void =>
    send({
      type: 'keep',
      positions: kept.includes(position)
        ? kept.filter((p) => p !== position)
        : [...kept, position].sort((a, b) => a - b),
    });
  const onRoll = (): void => {
    const keptFaces = kept.map((position) => state.turn.dice?.[position] ?? 0);
    coach.guarded(keepChoice(keptFaces), { type: 'roll', keep: [...kept] });
  };
  const onScore = (box: string): void => coach.guarded(scoreChoice(box), { type: 'score', box });
  const saveLog = (id: string, log: readonly GameEvent[]): void => {
    const created = log[0];
    if (created?.type !== 'created' || id === '') return;
    saveTextFile(gameFileName(created), gameFileText(log, { gameId: id }));
  };
  const saveGame = (): void => saveLog(gameId, events);
  // The host played again: the game before this one, still to be saved from here.
  const { previous } = joined.state;
  const closesAt = table?.closesAt ? new Date(table.closesAt) : null;
  if (state.over) {
    return (
      <div className="page">
        {header}
        <main className={views.panel ? 'end with-coach' : 'end'}>
          <Ranking standings={ranking(state)} seats={state.seats} />
          {keptHere ? (
            <p className="field-hint">The game is in your history, as in the host&apos;s.</p>
          ) : (
            <>
              <p className="field-hint">
                The host keeps this game in their history; keep it in yours too: save it, then open it in the
                app (History, Open game file…).
              </p>
              <div className="setup-actions">
                <button type="button" className="button" onClick={saveGame} data-testid="save-online-game">
                  Save the game
                </button>
              </div>
            </>
          )}
          <p className="field-hint" data-testid="joiner-play-again-note">
            If the host plays again at this table, this page goes on to the new game, in your seat.
            {closesAt &&
              ` Otherwise the table closes at ${closesAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`}
          </p>
          {views.panel}
        </main>
      </div>
    );
  }
  return (
    <PlayPage
      state={state}
      rollCount={events.filter((e) => e.type === 'rolled').length}
      // No move while the connection is down: it could not reach the host.
      busy={busy || !joined.state.connected}
      onToggleKeep={onToggleKeep}
      onRoll={onRoll}
      onScore={onScore}
      bots={null}
      mine={(s) => s === seat}
      playerSeat={seat}
      watching={seat === null}
      notice={
        <>
          {seat === null && (
            <p className="watching-note" role="status" data-testid="watching">
              You are watching: the game started before you took a seat. Every move shows here as it is
              played.
            </p>
          )}
          {table && <AwayNotice table={table} turnSeat={state.turn.seat} />}
        </>
      }
      tools={
        <>
          {table && <TablePresence seats={table.seats} ownSeat={seat} lost={!joined.state.connected} />}
          {allowed && <CoachToggle on={coachSettings.on} onToggle={coachSettings.setOn} />}
          {allowed && views.hintButton}
          {previous && !keptHere && (
            <button
              type="button"
              className="button"
              onClick={() => saveLog(previous.gameId, previous.events)}
              data-testid="save-last-game"
            >
              Save the last game
            </button>
          )}
        </>
      }
      solver={null}
      header={header}
      error={error}
      lastMove={lastMoveOf(state, events)}
      coach={views.panel}
      latestGrade={views.latestGrade}
      dialogs={views.dialogs}
    />
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

export interface JoinedTableScreenProps {
  readonly joined: JoinedTable;
  readonly header: ReactNode;
  /** What a refused joiner sees under the heading (the problem, and a way to try again). */
  readonly refused: ReactNode;
  readonly waiting: string;
  /** The page's own actions under the lobby (leave the table, say). */
  readonly actions?: ReactNode;
  /** The finished game goes into this app's history by itself (a joining app), rather than to be saved. */
  readonly keptHere?: boolean;
  /** The coach on or off, and its guard (default: kept in this browser). */
  readonly coachSettings?: JoinerCoachSettings;
}

/** A joined table as its joiner sees it, wherever the connection is held: refused, the lobby, or the game. */
export function JoinedTableScreen(props: JoinedTableScreenProps) {
  const { joined, header, refused, waiting, actions } = props;
  const { table } = joined.state;
  const local = useLocalCoachSettings();
  // A finished game's table that has closed still shows the game's end (ConnectionNotice says it closed).
  const ended = joined.problem === TABLE_CLOSED_AFTER_GAME && joined.state.events.length > 0;
  if (joined.phase === 'refused' && !ended) {
    return (
      <div className="page join-page">
        {header}
        <main className="setup">
          <h1>Join a table</h1>
          {refused}
        </main>
      </div>
    );
  }
  if (table === null) return <Waiting header={header} text={waiting} />;
  if (table.status === 'lobby' || joined.state.events.length === 0) {
    return (
      <div className="page join-page">
        {header}
        <main className="setup">
          <Lobby joined={joined} />
          {actions}
        </main>
      </div>
    );
  }
  return (
    <CoachSourceProvider source={joined.coach}>
      <JoinedGame
        joined={joined}
        header={header}
        keptHere={props.keptHere ?? false}
        coachSettings={props.coachSettings ?? local}
      />
    </CoachSourceProvider>
  );
}

/** The code of a join page's address (#/join/<code>), or null when this is not one. */
export function joinCodeOf(hash: string): string | null {
  const match = /^#\/join\/([^/?#]*)$/.exec(hash);
  if (match === null) return null;
  const parsed = joinCodeSchema.safeParse(decodeURIComponent(match[1] ?? ''));
  return parsed.success ? parsed.data : '';
}
