// The position analyzer: rules, a sheet, extra yachts, five dice and the rolls left set by hand; Analyze
// ranks every option by its expected final total (the numbers of `yacht analyze`). Every input that cannot be
// is marked where it is, with a message in words (and the backend's reason for anything else); while the rules'
// table is being made, its progress.

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { rulesFingerprint, rulesOf, type CustomRules } from '../../shared/rules';
import { useAnalyzePosition, useSolverStatus } from '../api';
import { fieldProblems, noProblems, requestOf, type PositionForm } from './position-form';
import { AnalyzerResults } from './AnalyzerResults';
import { DiceEditor } from './DiceEditor';
import { RuleSetPicker } from '../variants/RuleSetPicker';
import { SheetEditor } from './SheetEditor';
import { SolverProgress } from '../ui/SolverProgress';

export interface AnalyzerPageProps {
  /** The position to start from (the table's, or an empty sheet). */
  readonly initial: PositionForm;
  readonly header: ReactNode;
  /** The player's own rule sets, offered with the built-in ones. */
  readonly customRules?: readonly CustomRules[];
  /** Where the position comes from (a replay's step), under the heading. */
  readonly intro?: ReactNode;
  /** Analyzes the position given at once (it comes from a game, so it is one). */
  readonly analyzeAtOnce?: boolean;
}

/** Moves focus to the first input marked invalid, so that its message is read first. */
function focusFirstProblem(form: Element): void {
  // After React has marked the inputs.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export function AnalyzerPage(props: AnalyzerPageProps) {
  const [form, setForm] = useState<PositionForm>(props.initial);
  // Shown once Analyze was pressed, then kept up to date as the inputs change.
  const [checked, setChecked] = useState(props.analyzeAtOnce === true);
  const analyze = useAnalyzePosition();
  const rules = rulesOf(form);
  const status = useSolverStatus(rulesFingerprint(rules)).data;
  const edit = (next: Partial<PositionForm>): void => setForm({ ...form, ...next });
  // Generala's servida points typed wrong: said under their field, and nothing is asked meanwhile.
  const [rulesProblem, setRulesProblem] = useState<string | null>(null);
  const asked = useRef(false);
  const { mutate } = analyze;
  useEffect(() => {
    if (!props.analyzeAtOnce || asked.current) return;
    asked.current = true;
    const request = requestOf(props.initial);
    if (!('problems' in request)) mutate(request);
  }, [props.analyzeAtOnce, props.initial, mutate]);

  const problems = checked ? fieldProblems(form) : null;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setChecked(true);
    const request = requestOf(form);
    if ('problems' in request || rulesProblem !== null) {
      analyze.reset();
      focusFirstProblem(event.currentTarget);
      return;
    }
    analyze.mutate(request);
  };
  const marked = checked && ((problems !== null && !noProblems(problems)) || rulesProblem !== null);
  const error = marked
    ? 'Not analyzed: the marked inputs need another look.'
    : analyze.isError
      ? `Not analyzed: ${analyze.error.message}`
      : null;

  return (
    <div className="page analyzer-page">
      {props.header}
      <main className="analyzer">
        <h1>Position analyzer</h1>
        {props.intro}
        <form className="analyzer-form" onSubmit={submit} aria-label="Position to analyze">
          <RuleSetPicker
            compact
            variant={form.variant}
            options={form.options}
            custom={form.custom}
            customRules={props.customRules}
            onChange={(variant, options, custom) => edit({ variant, options, custom })}
            onProblem={setRulesProblem}
          />
          <SheetEditor
            rules={rules}
            sheet={form.sheet}
            extraYachts={form.extraYachts}
            onSheet={(sheet) => edit({ sheet })}
            onExtraYachts={(extraYachts) => edit({ extraYachts })}
            problems={problems}
          />
          <DiceEditor
            dice={form.dice}
            rollsLeft={form.rollsLeft}
            onDice={(dice) => edit({ dice })}
            onRollsLeft={(rollsLeft) => edit({ rollsLeft })}
            problems={problems?.dice ?? null}
          />
          <div className="analyzer-actions">
            <button type="submit" className="button primary big" disabled={analyze.isPending}>
              Analyze
            </button>
            {analyze.isPending && (
              <span className="field-hint" role="status">
                Analyzing…
              </span>
            )}
          </div>
        </form>
        {analyze.isPending && status && !status.ready && (
          <SolverProgress {...status} purpose="the analyzer" testId="analyzer-solver-progress" />
        )}
        {error !== null && (
          <p className="error-line" role="alert" data-testid="analyzer-error">
            {error}
          </p>
        )}
        {analyze.data && !analyze.isPending && <AnalyzerResults result={analyze.data} />}
      </main>
    </div>
  );
}
