import { Header } from '@nestjs/common';

/** Public catalogue reads: shared caches may keep them a minute (prices change slowly). */
export const PublicCache = () =>
  Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=60');

/** Anything personal or administrative is never stored. */
export const NoStore = () => Header('Cache-Control', 'no-store');
