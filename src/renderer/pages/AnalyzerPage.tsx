// The position analyzer: rules, a sheet, extra yachts, five dice and the rolls left set by hand; Analyze
// ranks every option by its expected final total (the numbers of `yacht analyze`). A sheet the rules cannot
// hold is refused with the backend's reason; while the rules' table is being made, its progress.

import { useState, type FormEvent, type ReactNode } from 'react';
import { makeRules, rulesFingerprint } from '../../shared/rules';
import { useAnalyzePosition, useSolverStatus } from '../api';
import { requestOf, type PositionForm } from '../coach/position-form';
import { AnalyzerResults } from '../components/AnalyzerResults';
import { DiceEditor } from '../components/DiceEditor';
import { RuleSetPicker } from '../components/RuleSetPicker';
import { SheetEditor } from '../components/SheetEditor';
import { SolverProgress } from '../components/SolverProgress';

export interface AnalyzerPageProps {
  /** The position to start from (the table's, or an empty sheet). */
  readonly initial: PositionForm;
  readonly header: ReactNode;
}

export function AnalyzerPage(props: AnalyzerPageProps) {
  const [form, setForm] = useState<PositionForm>(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const analyze = useAnalyzePosition();
  const rules = makeRules(form.variant, form.options);
  const status = useSolverStatus(rulesFingerprint(rules)).data;
  const edit = (next: Partial<PositionForm>): void => setForm({ ...form, ...next });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const request = requestOf(form);
    if ('problem' in request) {
      setProblem(request.problem);
      analyze.reset();
      return;
    }
    setProblem(null);
    analyze.mutate(request);
  };
  const error = problem ?? (analyze.isError ? `Not analyzed: ${analyze.error.message}` : null);

  return (
    <div className="page analyzer-page">
      {props.header}
      <main className="analyzer">
        <h1>Position analyzer</h1>
        <form className="analyzer-form" onSubmit={submit} aria-label="Position to analyze">
          <RuleSetPicker
            compact
            variant={form.variant}
            options={form.options}
            onChange={(variant, options) => edit({ variant, options })}
          />
          <SheetEditor
            rules={rules}
            sheet={form.sheet}
            extraYachts={form.extraYachts}
            onSheet={(sheet) => edit({ sheet })}
            onExtraYachts={(extraYachts) => edit({ extraYachts })}
          />
          <DiceEditor
            dice={form.dice}
            rollsLeft={form.rollsLeft}
            onDice={(dice) => edit({ dice })}
            onRollsLeft={(rollsLeft) => edit({ rollsLeft })}
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
          <SolverProgress
            progress={status.progress}
            ready={status.ready}
            error={status.error}
            purpose="the analyzer"
            testId="analyzer-solver-progress"
          />
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
