import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | null = null;

/** The browser's one TanStack Query cache, created on first use (see useOptionalQuery). */
export function browserQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
