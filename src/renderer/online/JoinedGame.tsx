// A joiner at a table whose game has started: the play page for their own seat (or watching), and the game's
// end with the way to keep it. At a real-dice table whose players type their own dice, the dice entry opens
// here when the joiner's seat waits for dice (the table's own entry, useRealDiceTable), with Fix the dice.

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { OnlineAction } from '../../shared/api/online';
import { keepChoice, scoreChoice } from '../../shared/coach';
import {
  gameFileName,
  gameFileText,
  ranking,
  replay,
  wonAtOnceWords,
  type GameEvent,
  type GameState,
} from '../../shared/game';
import type { TableAction } from '../api';
import { coachViews } from '../coach/CoachViews';
import { CoachToggle } from '../coach/CoachToggle';
import { useCoachKeys } from '../coach/useCoachKeys';
import { saveTextFile } from '../history/game-files';
import { lastMoveOf } from '../table/last-move';
import { PlayPage } from '../table/PlayPage';
import { RealDiceControls } from '../table/RealDiceControls';
import { useRealDiceTable } from '../table/useRealDiceTable';
import { Ranking } from '../table/Ranking';
import { AwayNotice } from './AwayNotice';
import { onlineActionOf, useJoinedCoach, type JoinerCoachSettings } from './joiner-coach';
import { TablePresence } from './TablePresence';
import type { JoinedTable } from './useJoinedTable';

/** The game at the table: your own seat's moves go to the host, one at a time; the coach where allowed. */
export function JoinedGame({
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
  // Real dice: the joiner types their own seat's dice where the host lets players type (else the host does).
  const realDice = table?.realDice ?? null;
  const typesOwn = realDice?.playersType === true;
  const typing = useCallback((s: number) => typesOwn && s === seat, [typesOwn, seat]);
  const realTable = useRealDiceTable(state, play, typing);
  // A roll goes through the coach's guard as a keep, then opens the entry for the dice not held; where the host
  // types, it goes to the table as it is, which says in words that the host types the dice.
  const coach = useJoinedCoach(
    gameId,
    events,
    state,
    seat,
    allowed,
    coachSettings,
    typesOwn ? realTable.play : play,
  );
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
          <Ranking standings={ranking(state)} seats={state.seats} wonAtOnce={wonAtOnceWords(state)} />
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
      realDice={realDice && <RealDiceControls table={realTable} busy={busy} error={error} />}
      entryOpen={realTable.entry !== null}
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
          {realDice && !typesOwn && seat !== null && state.turn.seat === seat && (
            <p className="field-hint" role="status" data-testid="host-types-note">
              The host types your dice: hold the dice you keep, roll the others on the table, and tell the
              host what they show.
            </p>
          )}
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
