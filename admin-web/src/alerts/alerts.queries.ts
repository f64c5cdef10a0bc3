import { AlertsApi } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

export const alertStatsQuery = queryOptions({
  queryKey: ['admin', 'alerts', 'stats'],
  queryFn: () => apiCall(AlertsApi.stats),
});
