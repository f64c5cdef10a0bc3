import { DEFAULT_SYNC_WAIT_MS } from '@bli/contracts';

/** A sync call waits `waitMs` for its run; the gateway gives it that long plus a margin. */
export function syncDeadline(waitMs: number | undefined): number {
  return (waitMs ?? DEFAULT_SYNC_WAIT_MS) + 5_000;
}

/** Keepa's token and finder calls go out to the internet: longer than a catalogue read. */
export const KEEPA_CALL_TIMEOUT_MS = 20_000;

/** An import fetches from the retailer, then hands catalogue the drafts: the catalogue's share. */
export const IMPORT_CATALOGUE_MARGIN_MS = 5_000;
