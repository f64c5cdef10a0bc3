import { AffiliateApi, SyncApi } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

export const RECENT_RUNS_LIMIT = 20;
export const CLICK_WINDOW_DAYS = 30;

export const syncRunsQuery = queryOptions({
  queryKey: ['admin', 'sync-runs', RECENT_RUNS_LIMIT],
  queryFn: () => apiCall(SyncApi.runs, { params: { limit: RECENT_RUNS_LIMIT } }),
});

export const clickStatsQuery = queryOptions({
  queryKey: ['admin', 'clicks', CLICK_WINDOW_DAYS],
  queryFn: () => apiCall(AffiliateApi.clickStats, { params: { days: CLICK_WINDOW_DAYS } }),
});
