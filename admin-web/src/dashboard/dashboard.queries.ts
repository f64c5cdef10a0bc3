import { CatalogueApi, GatewayApi } from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

export const systemStatusQuery = queryOptions({
  queryKey: ['admin', 'status'],
  queryFn: () => apiCall(GatewayApi.systemStatus),
});

export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => apiCall(CatalogueApi.adminStats),
});
