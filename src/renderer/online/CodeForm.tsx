// The join code typed by hand (when a link's was wrong or missing): goes to that table's page.

import { useState, type FormEvent } from 'react';
import { joinCodeSchema } from '../../shared/api/online';

/** A code typed by hand (when the link's was wrong): goes to that table's page. */
export function CodeForm({ problem }: { readonly problem: string | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = joinCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'not a join code');
    window.location.hash = `#/join/${parsed.data}`;
  };
  return (
    <form className="setup-form join-code-form" onSubmit={submit} aria-label="Join with a code">
      {problem && (
        <p className="error-line" role="alert" data-testid="join-problem">
          {problem}
        </p>
      )}
      <label className="field">
        <span>Join code</span>
        <input
          type="text"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? 'code-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {error && (
        <p id="code-error" className="error-line">
          {error}
        </p>
      )}
      <button type="submit" className="button primary">
        Join
      </button>
    </form>
  );
}
