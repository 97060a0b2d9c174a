// react-query over the variants page: rule sets' score distributions (asked one at a time), where two rule
// sets keep different dice, and how far a distribution has got.

import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RulesChoice } from '../../shared/api/contract';
import type { KeepDifferencesView, VariantDistribution } from '../../shared/api/variant-schemas';
import { queryKeys } from './cache';
import { useApi } from './context';

/**
 * Rule sets' exact score distributions under perfect play (each solved first when need be: long), asked one at
 * a time in the list's order: a rule set is asked once every one before it has its answer (or failed).
 */
export interface VariantAnswers {
  readonly results: readonly UseQueryResult<VariantDistribution>[];
  /** The distributions that have come, by key: the same map until an answer changes. */
  readonly known: ReadonlyMap<string, VariantDistribution>;
}

export function useVariantDistributions(
  list: readonly { readonly key: string; readonly choice: RulesChoice }[],
): VariantAnswers {
  const { client } = useApi();
  const queries = useQueryClient();
  const settled = list.map(({ key }) => {
    const status = queries.getQueryState(queryKeys.variant(key))?.status;
    return status === 'success' || status === 'error';
  });
  const asked = list.map(({ key, choice }, i) => ({
    queryKey: queryKeys.variant(key),
    queryFn: () => client.variantDistribution(choice),
    enabled: settled.slice(0, i).every(Boolean),
    staleTime: Infinity,
    retry: false,
  }));
  // combine runs again only when a result changes (react-query keeps its answer otherwise).
  const combine = useCallback(
    (results: UseQueryResult<VariantDistribution>[]): VariantAnswers => {
      const known = new Map<string, VariantDistribution>();
      results.forEach((r, i) => {
        if (r.data) known.set(list[i]!.key, r.data);
      });
      return { results, known };
    },
    [list],
  );
  return useQueries({ queries: asked, combine });
}

/** Where two rule sets keep different dice on the first turn (null: nothing asked). */
export function useKeepDifferences(
  pair: {
    readonly a: { key: string; choice: RulesChoice };
    readonly b: { key: string; choice: RulesChoice };
  } | null,
): UseQueryResult<KeepDifferencesView> {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.keepDifferences(pair?.a.key ?? '', pair?.b.key ?? ''),
    queryFn: () => client.variantKeepDifferences(pair!.a.choice, pair!.b.choice),
    enabled: pair !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** How far a rule set's distribution has got (0..1), from the pushed events; undefined before any. */
export function useVariantProgress(fingerprint: string): number | undefined {
  const queries = useQueryClient();
  return useQuery({
    queryKey: queryKeys.variantProgress(fingerprint),
    queryFn: () => queries.getQueryData<number>(queryKeys.variantProgress(fingerprint)) ?? 0,
    staleTime: Infinity,
  }).data;
}
