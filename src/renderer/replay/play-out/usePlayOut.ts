// A line played out from a replay position (shared/replay/play-out.ts), as the play-out dialog uses it: the
// dice held for the next roll, the line's moves with the option each was in its position's ranking, the
// ranking of the position now (the analyzer's, asked once per position), and Perfect playing one decision or
// the rest of the line. The line lives here only: closing the dialog drops it, and nothing reaches the game.

import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PositionRequestInput } from '../../../shared/api/contract';
import { sameChoice, type PositionOptions, type RankedOption } from '../../../shared/coach';
import type { GameState } from '../../../shared/game';
import {
  actionOf,
  linePosition,
  lineState,
  maxLineMoves,
  playLine,
  restartLine,
  startLine,
  type LineAction,
  type PlayLine,
} from '../../../shared/replay';
import { queryKeys, useApi, usePositionOptions } from '../../api';

export interface PlayOut {
  readonly line: PlayLine;
  /** The line's state now. */
  readonly state: GameState;
  /** Positions held for the next roll. */
  readonly kept: readonly number[];
  /** The options of the line's position now, ranked (nothing to ask at a turn's start or the end). */
  readonly ranking: UseQueryResult<PositionOptions>;
  /** Each move's option in its position's ranking (null: a turn's first roll, or not ranked when played). */
  readonly options: readonly (RankedOption | null)[];
  /** Perfect is playing the line on. */
  readonly playing: boolean;
  readonly error: string | null;
  readonly toggle: (position: number) => void;
  readonly roll: () => void;
  readonly score: (box: string) => void;
  /** Perfect's choice for the decision now (a turn's start: the roll). */
  readonly best: () => void;
  /** Perfect plays the rest of the line. */
  readonly toTheEnd: () => void;
  readonly again: () => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function usePlayOut(states: readonly GameState[], from: number): PlayOut {
  const { client } = useApi();
  const queries = useQueryClient();
  const [line, setLine] = useState(() => startLine(states, from));
  const [options, setOptions] = useState<readonly (RankedOption | null)[]>([]);
  const [kept, setKept] = useState<readonly number[]>([]);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Perfect's run: a new run (or leaving) makes the one before stop at its next move.
  const run = useRef(0);
  useEffect(() => {
    const runs = run;
    return () => {
      runs.current++;
    };
  }, []);

  const state = lineState(line);
  const position = linePosition(state);
  const ranking = usePositionOptions(position);

  const rankingOf = useCallback(
    (request: PositionRequestInput) =>
      queries.fetchQuery({
        queryKey: queryKeys.position(JSON.stringify(request)),
        queryFn: () => client.analyzePosition(request),
        staleTime: Infinity,
        retry: false,
      }),
    [client, queries],
  );
  /** The option the line's last move was in its position's ranking, if that ranking is known. */
  const optionOf = useCallback(
    (at: GameState, played: PlayLine): RankedOption | null => {
      const request = linePosition(at);
      const choice = played.moves.at(-1)?.choice;
      if (request === null || choice === undefined) return null;
      const known = queries.getQueryData<PositionOptions>(queryKeys.position(JSON.stringify(request)));
      return known?.options.find((o) => sameChoice(o.choice, choice)) ?? null;
    },
    [queries],
  );

  const move = useCallback(
    (action: LineAction): void => {
      if (playing) return;
      try {
        const next = playLine(line, action);
        setOptions([...options, optionOf(state, next)]);
        setLine(next);
        setKept([]);
        setError(null);
      } catch (e) {
        setError(messageOf(e));
      }
    },
    [line, options, optionOf, playing, state],
  );

  const perfect = useCallback(
    async (toEnd: boolean): Promise<void> => {
      const id = ++run.current;
      setPlaying(true);
      setError(null);
      let now = line;
      const graded = [...options];
      try {
        // Bounded: a line has at most a turn per box, each three rolls and a score.
        for (let n = 0; n < maxLineMoves(now) && !lineState(now).over; n++) {
          const at = lineState(now);
          const request = linePosition(at);
          let action: LineAction;
          let option: RankedOption | null = null;
          if (request === null) {
            action = { type: 'roll', keep: [] };
          } else {
            const ranked = await rankingOf(request);
            if (run.current !== id) return;
            option = ranked.options[0] ?? null;
            if (option === null) throw new Error('the position has no option');
            action = actionOf(at, option.choice);
          }
          now = playLine(now, action);
          graded.push(option);
          setLine(now);
          setOptions([...graded]);
          setKept([]);
          // One decision: its first roll of a turn is no decision, so a start rolls and stops there.
          if (!toEnd) break;
        }
      } catch (e) {
        if (run.current === id) setError(messageOf(e));
      } finally {
        if (run.current === id) setPlaying(false);
      }
    },
    [line, options, rankingOf],
  );

  return {
    line,
    state,
    kept,
    ranking,
    options,
    playing,
    error,
    toggle: (p) => {
      if (playing || state.turn.dice === null || state.turn.rollsUsed >= 3) return;
      setKept(kept.includes(p) ? kept.filter((k) => k !== p) : [...kept, p].sort((a, b) => a - b));
    },
    roll: () => move({ type: 'roll', keep: state.turn.dice === null ? [] : kept }),
    score: (box) => move({ type: 'score', box }),
    best: () => void perfect(false),
    toTheEnd: () => void perfect(true),
    again: () => {
      run.current++;
      setPlaying(false);
      setLine(restartLine(line));
      setOptions([]);
      setKept([]);
      setError(null);
    },
  };
}
