// The coach for a joiner at an online table, where the host allows it: the host grades, hints and explains
// (its solver, the same for every seat), for the joiner's own seat only. On or off, and the guard, are the
// joiner's choice: kept in this browser (a phone joining by the link), or in the app's settings (a joining app).

import { useCallback, useMemo, useState } from 'react';
import { COACH_GUARDS, type CoachGuard } from '../../shared/api/contract';
import type { OnlineAction } from '../../shared/api/online';
import type { GameEvent, GameState } from '../../shared/game';
import type { TableAction } from '../api';
import { useJoinedGrades } from '../coach/useLiveGrades';
import { useTableCoach, type GameCoach } from '../coach/useGameCoach';

export interface JoinerCoachSettings {
  readonly on: boolean;
  readonly setOn: (on: boolean) => void;
  readonly guard: CoachGuard;
  readonly setGuard: (guard: CoachGuard) => void;
}

const ON_KEY = 'yacht.joiner.coach';
const GUARD_KEY = 'yacht.joiner.guard';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing (private mode): the choice lasts for the page.
  }
}

/** The coach's on/off and guard kept in this browser. */
export function useLocalCoachSettings(): JoinerCoachSettings {
  const [on, setOnState] = useState(() => stored(ON_KEY) === 'on');
  const [guard, setGuardState] = useState<CoachGuard>(() => {
    const kept = stored(GUARD_KEY);
    return COACH_GUARDS.find((g) => g === kept) ?? 'off';
  });
  const setOn = useCallback((value: boolean) => {
    setOnState(value);
    store(ON_KEY, value ? 'on' : 'off');
  }, []);
  const setGuard = useCallback((value: CoachGuard) => {
    setGuardState(value);
    store(GUARD_KEY, value);
  }, []);
  return { on, setOn, guard, setGuard };
}

/** A table move as the table's socket takes it: the joiner's own seat is implied, never named. */
export function onlineActionOf(action: TableAction): OnlineAction {
  if (action.type === 'roll') {
    const { keep, dice, final } = action;
    return {
      type: 'roll',
      ...(keep === undefined ? {} : { keep }),
      ...(dice === undefined ? {} : { dice }),
      ...(final ? { final } : {}),
    };
  }
  if (action.type === 'keep') return { type: 'keep', positions: action.positions };
  if (action.type === 'retype') return { type: 'retype' };
  return { type: 'score', box: action.box };
}

const nobody = (): boolean => false;

/**
 * The joiner's coach (GameCoach, as at the app's own table). Off, with no hint, where the host does not allow
 * it; its answers come from the CoachSourceProvider around the joined table.
 */
export function useJoinedCoach(
  gameId: string,
  events: readonly GameEvent[],
  state: GameState,
  seat: number | null,
  allowed: boolean,
  settings: JoinerCoachSettings,
  play: (action: TableAction) => void,
): GameCoach {
  const on = allowed && settings.on;
  const mine = useMemo(() => (allowed ? (s: number) => s === seat : nobody), [allowed, seat]);
  return useTableCoach({
    gameId,
    events,
    state,
    play,
    mine,
    on,
    guard: allowed ? settings.guard : 'off',
    setGuard: settings.setGuard,
    grades: useJoinedGrades(gameId, events, on),
    // The host's solver: its progress is the host's to show; a hint asked early says it is not ready.
    solver: undefined,
  });
}
