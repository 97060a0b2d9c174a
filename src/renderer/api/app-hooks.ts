// react-query over the app's own calls: its version, the settings, the backend's notices, and pushed events
// heard while a component is mounted.

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  ApiEventListener,
  ApiEventType,
  Notice,
  Settings,
  SettingsPatch,
} from '../../shared/api/contract';
import { queryKeys } from './cache';
import { useApi } from './context';

export function useVersion(): UseQueryResult<string> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.version, queryFn: () => client.version(), staleTime: Infinity });
}

export function useSettings(): UseQueryResult<Settings> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => client.getSettings() });
}

export function useSaveSettings(): UseMutationResult<Settings, Error, SettingsPatch> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => client.setSettings(patch),
    onSuccess: (settings) => queries.setQueryData(queryKeys.settings, settings),
  });
}

export function useNotices(): UseQueryResult<Notice[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.notices, queryFn: () => client.notices() });
}

/** Calls `listener` for each pushed event of `type` while the component is mounted. */
export function useApiEvent<T extends ApiEventType>(type: T, listener: ApiEventListener<T>): void {
  const { client } = useApi();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.on(type, (event) => latest.current(event)), [client, type]);
}
