// What the coach's chances are chances of: to win the table, or (target practice, a game of one person with a
// target) to reach the target. The coach's words read it here, so the same views serve both.

import { createContext, useContext, type ReactNode } from 'react';

export interface Aim {
  /** The target of a game of one, or null: the chance is to win the table. */
  readonly target: number | null;
  /** "to win", or "to reach 300". */
  readonly to: string;
  /** "win chance", or "chance to reach 300". */
  readonly chance: string;
}

export function aimOf(target: number | null): Aim {
  return target === null
    ? { target, to: 'to win', chance: 'win chance' }
    : { target, to: `to reach ${target}`, chance: `chance to reach ${target}` };
}

const AimContext = createContext<Aim>(aimOf(null));

export function AimProvider(props: { readonly target: number | null; readonly children: ReactNode }) {
  return <AimContext.Provider value={aimOf(props.target)}>{props.children}</AimContext.Provider>;
}

export function useAim(): Aim {
  return useContext(AimContext);
}
