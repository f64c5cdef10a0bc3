import type { CatalogueStats, SystemStatus } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

export const systemStatusQuery = queryOptions({
  queryKey: ['admin', 'status'],
  queryFn: () => apiGet<SystemStatus>('/api/admin/status'),
});

export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => apiGet<CatalogueStats>('/api/admin/stats'),
});
