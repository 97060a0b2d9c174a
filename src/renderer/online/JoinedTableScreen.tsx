// A joined table as its joiner sees it, in the join page of a browser or in a joining app: refused, the lobby,
// or the game.

import type { ReactNode } from 'react';
import { TABLE_CLOSED_AFTER_GAME } from '../../shared/online/rejoin';
import { CoachSourceProvider } from '../api';
import { Waiting } from '../ui/Waiting';
import { JoinedGame } from './JoinedGame';
import { useLocalCoachSettings, type JoinerCoachSettings } from './joiner-coach';
import { Lobby } from './Lobby';
import type { JoinedTable } from './useJoinedTable';

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
