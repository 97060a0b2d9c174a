// A new game: the seats and the rules, starting from the last setup played. The rules of the chosen
// variant are one click away.

import { useState, type FormEvent, type ReactNode } from 'react';
import type { FinishedGame } from '../../shared/api/contract';
import type { RealDiceMode, Seat } from '../../shared/game';
import { rulesOf, type CustomRules, type RuleOptions, type Variant } from '../../shared/rules';
import { FinishedGames } from '../history/FinishedGames';
import { RulesDialog } from '../variants/RulesDialog';
import { RuleSetPicker } from '../variants/RuleSetPicker';
import { SeatList } from './SeatList';
import { seatNameProblem } from './seat-names';
import { SolverProgress, type SolverProgressProps } from '../ui/SolverProgress';
import { TargetField } from './TargetField';
import { DiceChoice } from './DiceChoice';
import { recordAt } from './target-record';

export interface TableSetup {
  readonly variant: Variant;
  readonly options: RuleOptions;
  /** The player's own rule set, when one is chosen (`variant` is then its base). */
  readonly custom: CustomRules | null;
  readonly seats: readonly Seat[];
  /** Every seat rolls from one pre-drawn dice grid: the same dice for all, and Perfect's shadow in the replay. */
  readonly sameDice: boolean;
  /** Target practice: the total a game of one person plays for (sent only when the table is one person). */
  readonly target?: number | null;
  /** Real dice on a real table, typed in ('sheet' or 'coached'); absent or null: the app rolls. */
  readonly realDice?: RealDiceMode | null;
}

/** Target practice is for a game of one seat, a person (a bot alone has nobody to coach). */
export function canPlayForTarget(seats: readonly Seat[]): boolean {
  return seats.length === 1 && seats[0]?.kind === 'human';
}

export interface SetupPageProps {
  readonly initial: TableSetup;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onStart: (setup: TableSetup) => void;
  /** Every edit, so the app can warm the solver up while a Perfect seat is being chosen. */
  readonly onChange?: (setup: TableSetup) => void;
  /** The warm-up of the solver table these rules need, when a seat needs it. */
  readonly solver: SolverProgressProps | null;
  /** Practice vs Perfect: you against the Perfect bot at these rules, with the coach on. */
  readonly onPractice: (rules: Pick<TableSetup, 'variant' | 'options' | 'custom'>) => void;
  /** The player's own rule sets (made on the variants page). */
  readonly customRules?: readonly CustomRules[];
  /** Play online: open a table at these rules and seats, others join from their devices. */
  readonly onOnline?: (setup: TableSetup) => void;
  /** Join a table another player's app hosts. */
  readonly onJoin?: () => void;
  /** Back to the unfinished game, when there is one (starting a new game abandons it). */
  readonly onBack?: () => void;
  readonly header: ReactNode;
  /** The last finished games, newest first (practice ones say so). */
  readonly finished?: readonly FinishedGame[];
  /** Opens a finished game's replay. */
  readonly onReview?: (gameId: string) => void;
  /** Opens the history (every finished game). */
  readonly onHistory?: () => void;
}

export function SetupPage(props: SetupPageProps) {
  const { initial, busy, error, onStart } = props;
  const [setup, setDraft] = useState<TableSetup>(initial);
  const setSetup = (next: TableSetup): void => {
    setDraft(next);
    props.onChange?.(next);
  };
  const rules = rulesOf(setup);
  const nameless = setup.seats.some((s) => s.name.trim() === '');
  // Said beside its seat (SeatList); the game does not start with it.
  const badName = setup.seats.some((s) => seatNameProblem(s.name) !== null);
  const solo = canPlayForTarget(setup.seats);
  // A target typed wrong holds the start (said beside the field); at a table the target is not asked.
  const [targetProblem, setTargetProblem] = useState<string | null>(null);
  const badTarget = solo && targetProblem !== null;
  // Generala's servida points typed wrong (said under the field) hold every way of starting.
  const [rulesProblem, setRulesProblem] = useState<string | null>(null);
  const blocked = nameless || badName || badTarget || rulesProblem !== null;
  const realDice = setup.realDice ?? null;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (blocked || busy) return;
    onStart({
      ...setup,
      seats: setup.seats.map((s) => ({ ...s, name: s.name.trim() })),
      target: solo ? (setup.target ?? null) : null,
      // Real dice deal from the table: no grid to share.
      sameDice: realDice === null && setup.sameDice,
      realDice,
    });
  };

  return (
    <div className="page setup-page">
      {props.header}
      <main className="setup">
        <h1>New game</h1>
        <form className="setup-form" onSubmit={submit} aria-label="New game">
          <SeatList seats={setup.seats} onChange={(seats) => setSetup({ ...setup, seats })} />
          <RuleSetPicker
            variant={setup.variant}
            options={setup.options}
            custom={setup.custom}
            customRules={props.customRules}
            onChange={(variant, options, custom) => setSetup({ ...setup, variant, options, custom })}
            onProblem={setRulesProblem}
          />
          {solo && (
            <TargetField
              target={setup.target ?? null}
              record={recordAt(props.finished ?? [], rules)}
              onChange={(target, problem) => {
                setTargetProblem(problem);
                setSetup({ ...setup, target });
              }}
            />
          )}
          <DiceChoice
            value={realDice}
            onChange={(mode) =>
              setSetup({ ...setup, realDice: mode, sameDice: mode ? false : setup.sameDice })
            }
          />
          <label className="check same-dice">
            <input
              type="checkbox"
              checked={setup.sameDice && realDice === null}
              disabled={realDice !== null}
              onChange={(e) => setSetup({ ...setup, sameDice: e.target.checked })}
              aria-describedby="same-dice-hint"
              data-testid="same-dice"
            />{' '}
            Same dice for all
            <span id="same-dice-hint" className="field-hint">
              {' '}
              {realDice === null
                ? '— every seat is dealt the same dice, roll by roll, so luck is even; the replay shows what Perfect scores with them.'
                : '— not with real dice: the dice on the table are the ones typed, so the app deals none.'}
            </span>
          </label>
          {props.solver && <SolverProgress {...props.solver} />}
          {error && (
            <p className="error-line" role="alert">
              {error}
            </p>
          )}
          <div className="setup-actions">
            <button
              type="submit"
              className="button primary big"
              disabled={busy || blocked}
              data-testid="start-game"
            >
              Start game
            </button>
            <button
              type="button"
              className="button"
              disabled={busy || rulesProblem !== null}
              onClick={() =>
                props.onPractice({ variant: setup.variant, options: setup.options, custom: setup.custom })
              }
              title="You against the Perfect bot at these rules, with the coach grading every decision"
              data-testid="practice-vs-perfect"
            >
              Practice vs Perfect
            </button>
            {props.onOnline && (
              <button
                type="button"
                className="button"
                disabled={busy || nameless || badName || rulesProblem !== null}
                onClick={() => props.onOnline?.(setup)}
                title="Host a table at these rules: friends join from another computer or a phone"
                data-testid="play-online"
              >
                Play online…
              </button>
            )}
            {props.onJoin && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={props.onJoin}
                title="Join a table another player hosts, with the link they share"
                data-testid="join-table"
              >
                Join a table…
              </button>
            )}
            <RulesDialog rules={rules} className="button" />
            {props.onBack && (
              <button type="button" className="button quiet back" onClick={props.onBack}>
                Back to the unfinished game
              </button>
            )}
            {nameless && <span className="field-hint">Every seat needs a name.</span>}
            {props.onBack && !nameless && (
              <span className="field-hint">Starting a new game drops the unfinished one.</span>
            )}
          </div>
        </form>
        <FinishedGames games={props.finished ?? []} onReview={props.onReview} onHistory={props.onHistory} />
      </main>
    </div>
  );
}
