// Target practice at the end of the game: whether the target was reached, and how likely it was at the start
// (the empty sheet): playing Perfect for points, exactly (the tail of the rules' score distribution, the
// variants page's, cached); and playing for the target, by the win engine (exact over its first turns and
// approximate past them: the whole game is beyond its exact budget), worked out in the background.

import { useQuery } from '@tanstack/react-query';
import { chanceAtLeast, seatTotals, type GameState } from '../../shared/game';
import { rulesFingerprint } from '../../shared/rules';
import { queryKeys, useApi } from '../api';

/** "12.3%": a chance with one decimal (the start chance of a high target is small); under 0.1%, "<0.1%". */
export function chanceText(chance: number): string {
  if (chance > 0 && chance < 0.0005) return '<0.1%';
  return `${(chance * 100).toFixed(1)}%`;
}

export function TargetOutcome(props: {
  readonly gameId: string;
  readonly state: GameState;
  readonly target: number;
}) {
  const { gameId, state, target } = props;
  const { client } = useApi();
  const reach = useQuery({
    queryKey: ['yacht', 'target-start', gameId],
    queryFn: () => client.targetStart(gameId),
    staleTime: Infinity,
    retry: false,
  });
  const forTarget = reach.data?.start ?? null;
  const rules = state.rules;
  const distribution = useQuery({
    queryKey: queryKeys.variant(rulesFingerprint(rules)),
    queryFn: () =>
      client.variantDistribution({
        variant: rules.variant,
        options: { ...rules.options },
        ...(rules.custom ? { custom: rules.custom } : {}),
      }),
    staleTime: Infinity,
    retry: false,
  });
  const total = seatTotals(state, 0).total;
  const reached = total >= target;
  const facts = distribution.data?.facts;
  const start = facts === undefined ? null : chanceAtLeast(facts.distribution, target);
  return (
    <section
      className={reached ? 'card target-outcome reached' : 'card target-outcome'}
      aria-labelledby="target-outcome-title"
      data-testid="target-outcome"
      data-reached={String(reached)}
    >
      <h2 id="target-outcome-title">
        Target {target}: {reached ? 'reached' : 'not reached'}
      </h2>
      <p>
        You finished with <strong>{total}</strong>
        {reached ? `, ${total - target} over the target.` : `, ${target - total} short of the target.`}
      </p>
      <p data-testid="target-start-chance" data-chance={start === null ? undefined : String(start)}>
        How likely it was at the start, playing Perfect for points:{' '}
        {start !== null ? (
          <strong>{chanceText(start)}</strong>
        ) : distribution.isError ? (
          <span>not known ({distribution.error.message})</span>
        ) : (
          <span>working it out…</span>
        )}
        {start !== null && (
          <span className="field-hint">
            {' '}
            (exact: the share of Perfect's games that end on {target} or more)
          </span>
        )}
      </p>
      <p
        data-testid="target-reach-chance"
        data-chance={forTarget === null ? undefined : String(forTarget.chance)}
      >
        Playing for the target itself:{' '}
        {forTarget !== null ? (
          <>
            <strong>{chanceText(forTarget.chance)}</strong>
            <span className="field-hint">
              {' '}
              {forTarget.exact
                ? '(exact)'
                : `(the engine's estimate: exact over the first ${forTarget.turnsExact} turns, approximate past them)`}
            </span>
          </>
        ) : reach.isError ? (
          <span>not known ({reach.error.message})</span>
        ) : reach.isSuccess ? (
          <span>not known (no engine to ask)</span>
        ) : (
          <span>working it out…</span>
        )}
      </p>
    </section>
  );
}
