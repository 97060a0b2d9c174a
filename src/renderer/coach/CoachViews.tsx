// The coach's pieces at a table, from a GameCoach: the panel, the latest grade under the dice, the Hint button,
// and its dialogs (the hint, the guard's question). The app's own game and a joiner's table show the same.

import type { ReactNode } from 'react';
import type { GameState } from '../../shared/game';
import { AimProvider } from './aim';
import { HintButton } from './CoachButtons';
import { CoachPanel, showCoachPanel } from './CoachPanel';
import { GuardDialog } from './GuardDialog';
import { HintDialog } from './HintDialog';
import { LatestGrade } from './LatestGrade';
import type { GameCoach } from './useGameCoach';

export interface CoachViews {
  /** The panel, or null while the coach is off. */
  readonly panel: ReactNode;
  readonly latestGrade: ReactNode;
  readonly hintButton: ReactNode;
  readonly dialogs: ReactNode;
}

export function coachViews(coach: GameCoach, gameId: string, state: GameState, mayHint: boolean): CoachViews {
  // The newest grade of a person, for the line under the dice.
  const latestPerson = coach.grades.grades.findLast((g) => state.seats[g.seat]?.kind === 'human');
  return {
    panel: coach.on ? (
      <AimProvider target={state.target}>
        <CoachPanel
          gameId={gameId}
          seats={state.seats}
          grades={coach.grades.grades}
          pending={coach.grades.pending}
          solver={coach.solver}
          error={coach.grades.error}
          guard={coach.guard}
          onGuard={coach.setGuard}
          gradeBy={coach.gradeBy}
          onGradeBy={coach.setGradeBy}
        />
      </AimProvider>
    ) : null,
    latestGrade: (
      <AimProvider target={state.target}>
        <LatestGrade
          grade={latestPerson ?? null}
          seat={latestPerson ? state.seats[latestPerson.seat] : undefined}
          pending={coach.grades.pending > 0}
          gradeBy={coach.gradeBy}
          onShowAll={showCoachPanel}
        />
      </AimProvider>
    ),
    hintButton: <HintButton enabled={mayHint} onHint={coach.openHint} />,
    dialogs: (
      <AimProvider target={state.target}>
        {coach.hintOpen && (
          <HintDialog
            hint={coach.hint.hint}
            loading={coach.hint.loading}
            error={coach.hint.error}
            solver={coach.solver}
            gradeBy={coach.gradeBy}
            onClose={coach.closeHint}
          />
        )}
        {coach.prompt && (
          <GuardDialog
            loss={coach.prompt.warning.loss}
            byWin={coach.prompt.warning.byWin}
            grade={coach.prompt.warning.grade}
            best={coach.prompt.warning.best}
            onAnswer={coach.answerPrompt}
          />
        )}
      </AimProvider>
    ),
  };
}
