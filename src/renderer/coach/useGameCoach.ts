// The coach at a game's table: the panel's data (live grades, pending, the table's progress), the Hint dialog
// (asked for when opened; its options played in one press) and the guard (the hint prefetched for the
// decision on the table; a costly roll or score waits for an answer). Moves go out through `play`, the table's
// own one-at-a-time channel; nothing here ever holds a move back waiting for analysis.

import { useCallback, useState } from 'react';
import type { CoachGradeBy, CoachGuard, Hint, SolverStatus } from '../../shared/api/contract';
import type { GameEvent, GameState } from '../../shared/game';
import { useSaveSettings, useSettings, useSolverStatus, type TableAction } from '../api';
import { guardWarning, type GuardedMove, type GuardWarning } from './guard';
import { hintFits } from './log';
import { useLiveGrades, type LiveGrades } from './useLiveGrades';
import { useTableHint, type TableHint } from './useTableHint';

export interface GuardPrompt {
  readonly warning: GuardWarning;
  readonly action: TableAction;
}

export interface GameCoach {
  /** The panel is on (settings.coach). */
  readonly on: boolean;
  readonly guard: CoachGuard;
  readonly setGuard: (guard: CoachGuard) => void;
  /** At a table of 2+ seats: grades, the hint's order and the guard by points or by win chance. */
  readonly gradeBy: CoachGradeBy;
  /** Null where the choice is not this screen's to make (a joined table: the host's coach grades by points). */
  readonly setGradeBy: ((gradeBy: CoachGradeBy) => void) | null;
  readonly grades: LiveGrades;
  readonly solver: SolverStatus | undefined;
  /** A person is to play and has dice to decide on: a hint can be had. */
  readonly canHint: boolean;
  readonly hintOpen: boolean;
  readonly hint: TableHint;
  readonly openHint: () => void;
  /** Closes the hint; a chosen option is played at once (no nought confirmation, no guard: it was seen). */
  readonly closeHint: (choice: number | null) => void;
  /** The guard's question waiting for an answer. */
  readonly prompt: GuardPrompt | null;
  readonly answerPrompt: (play: boolean) => void;
  /** Plays the move, or asks first when the guard is on and the hint says it gives too much away. */
  readonly guarded: (move: GuardedMove, action: TableAction) => void;
}

function hintAction(hint: Hint, choice: number): TableAction | null {
  const action = hint.actions[choice];
  if (action === undefined) return null;
  return action.type === 'roll'
    ? { type: 'roll', keep: [...action.keep] }
    : { type: 'score', box: action.box };
}

/** What a table's coach is made of, wherever its answers come from. */
export interface TableCoachInput {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
  readonly state: GameState | undefined;
  /** Plays a move through the table's own channel. */
  readonly play: (action: TableAction) => void;
  /** The seats played at this screen (a hint is for their decisions only). */
  readonly mine: (seat: number) => boolean;
  readonly on: boolean;
  readonly guard: CoachGuard;
  readonly setGuard: (guard: CoachGuard) => void;
  /** Points when not given. */
  readonly gradeBy?: CoachGradeBy | undefined;
  readonly setGradeBy?: ((gradeBy: CoachGradeBy) => void) | undefined;
  readonly grades: LiveGrades;
  readonly solver: SolverStatus | undefined;
}

/** The coach of this app's own game: on, and its guard, as the settings say; grades pushed by the backend. */
export function useGameCoach(
  gameId: string,
  view: { readonly events: readonly GameEvent[]; readonly fingerprint: string } | undefined,
  state: GameState | undefined,
  play: (action: TableAction) => void,
  mine: (seat: number) => boolean = everySeat,
): GameCoach {
  const settings = useSettings();
  const { mutate: save } = useSaveSettings();
  const on = settings.data?.coach ?? false;
  const events = view?.events ?? NO_EVENTS;
  const setGradeBy = useCallback((g: CoachGradeBy) => save({ coachGradeBy: g }), [save]);
  // Target practice grades by the chance to reach the target (the points stand beside): no choice to make.
  const target = state?.target ?? null;
  return useTableCoach({
    gameId,
    events,
    state,
    play,
    mine,
    on,
    guard: settings.data?.coachGuard ?? 'off',
    setGuard: useCallback((g: CoachGuard) => save({ coachGuard: g }), [save]),
    gradeBy: target !== null ? 'win' : (settings.data?.coachGradeBy ?? 'points'),
    setGradeBy: target !== null ? undefined : setGradeBy,
    grades: useLiveGrades(gameId, events, on),
    solver: useSolverStatus(view?.fingerprint).data,
  });
}

const NO_EVENTS: readonly GameEvent[] = [];
const everySeat = (): boolean => true;

/** The hint, the guard and the panel's data over grades and a hint from any coach source. */
export function useTableCoach(input: TableCoachInput): GameCoach {
  const { gameId, events, state, play, on, guard, grades, solver } = input;
  const gradeBy = input.gradeBy ?? 'points';
  const seat = state && !state.over ? state.seats[state.turn.seat] : undefined;
  const canHint = seat?.kind === 'human' && input.mine(state?.turn.seat ?? -1) && state?.turn.dice !== null;
  const guarding = on && guard !== 'off' && canHint;

  // The log length the hint was opened at: it stays open for that decision only (keeps aside).
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const hintOpen = canHint && openedAt !== null && hintFits(events, openedAt);
  const [prompt, setPrompt] = useState<GuardPrompt | null>(null);
  const hint = useTableHint(gameId, events, hintOpen || guarding);

  const current = hint.hint;
  const guarded = useCallback(
    (move: GuardedMove, action: TableAction) => {
      const warning = guardWarning(guarding ? current : undefined, move, guard, gradeBy);
      if (warning === null) play(action);
      else setPrompt({ warning, action });
    },
    [guarding, current, guard, gradeBy, play],
  );

  // A choice played from the hint goes through the guard like any other move.
  const closeHint = useCallback(
    (choice: number | null) => {
      setOpenedAt(null);
      if (choice === null || current === undefined || !canHint) return;
      const action = hintAction(current, choice);
      const option = current.options[choice];
      if (action !== null && option !== undefined) guarded(option.choice, action);
    },
    [current, canHint, guarded],
  );

  const answerPrompt = useCallback(
    (playIt: boolean) => {
      if (playIt && prompt !== null) play(prompt.action);
      setPrompt(null);
    },
    [prompt, play],
  );

  return {
    on,
    guard,
    setGuard: input.setGuard,
    gradeBy,
    setGradeBy: input.setGradeBy ?? null,
    grades,
    solver,
    canHint,
    hintOpen,
    hint,
    openHint: useCallback(() => setOpenedAt(events.length), [events.length]),
    closeHint,
    prompt,
    answerPrompt,
    guarded,
  };
}
