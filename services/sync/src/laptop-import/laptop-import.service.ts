import { Inject, Injectable } from '@nestjs/common';
import type { ImportResult, LaptopDraft, PayloadOf, SyncPatterns } from '@bli/contracts';
import { ConflictError } from '@bli/server-kit';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { newMeter } from '../providers/price-provider';
import { ProviderRegistry } from '../providers/provider-registry';
import { draftOf } from './laptop-draft.mapper';
import { fromFirstAvailable } from './retailer-sources';

/**
 * An operator's import: refused (409) when catalogue already has any of the asins, before the
 * retailer is asked; otherwise each listing is fetched (Creators API getItems, else Keepa
 * /product), parsed into a draft, and catalogue stores the drafts. An asin the retailer does not
 * know, or cannot price, fails alone.
 */
@Injectable()
export class LaptopImportService {
  constructor(
    private readonly catalogue: CatalogueClient,
    @Inject(ProviderRegistry) private readonly providers: ProviderRegistry,
  ) {}

  async import({
    asins,
    operator,
  }: PayloadOf<typeof SyncPatterns.laptopsImport>): Promise<ImportResult> {
    const existing = await this.catalogue.findByAsins(asins);
    if (existing.length > 0) {
      const named = existing.map((l) => `${l.asin} (${l.slug}, ${l.status})`).join(', ');
      throw new ConflictError(`Already in the catalogue: ${named}; nothing was imported`);
    }
    const fetched = await fromFirstAvailable(this.providers, (source) =>
      source.listings(asins, newMeter()),
    );
    const failed: ImportResult['failed'] = [...fetched.failed];
    const drafts: LaptopDraft[] = [];
    for (const listing of fetched.listings) {
      const built = draftOf(listing);
      if ('draft' in built) drafts.push(built.draft);
      else failed.push({ asin: listing.asin, error: built.error });
    }
    if (drafts.length === 0) return { imported: [], failed: inOrder(failed, asins) };
    const stored = await this.catalogue.importDrafts(drafts, operator);
    return { imported: stored.imported, failed: inOrder([...failed, ...stored.failed], asins) };
  }
}

/** Failures in the order the operator listed the asins. */
function inOrder(failed: ImportResult['failed'], asins: string[]): ImportResult['failed'] {
  return [...failed].sort((a, b) => asins.indexOf(a.asin) - asins.indexOf(b.asin));
}
