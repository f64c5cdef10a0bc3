import type { ClickStats, SyncRun } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

export const RECENT_RUNS_LIMIT = 20;
export const CLICK_WINDOW_DAYS = 30;

export const syncRunsQuery = queryOptions({
  queryKey: ['admin', 'sync-runs', RECENT_RUNS_LIMIT],
  queryFn: () => apiGet<SyncRun[]>(`/api/admin/sync/runs?limit=${RECENT_RUNS_LIMIT}`),
});

export const clickStatsQuery = queryOptions({
  queryKey: ['admin', 'clicks', CLICK_WINDOW_DAYS],
  queryFn: () => apiGet<ClickStats>(`/api/admin/affiliate/clicks?days=${CLICK_WINDOW_DAYS}`),
});
