import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SyncPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { LaptopImportService } from './laptop-import.service';
import { RetailerSearchService } from './retailer-search.service';

/** Operators find laptops at the retailer and import them as drafts. */
@Controller()
export class LaptopImportHandlers {
  constructor(
    private readonly retailer: RetailerSearchService,
    private readonly importer: LaptopImportService,
  ) {}

  @Handles(P.retailerSearch)
  search(@Payload() query: PayloadOf<typeof P.retailerSearch>) {
    return this.retailer.search(query);
  }

  @Handles(P.laptopsImport)
  import(@Payload() request: PayloadOf<typeof P.laptopsImport>) {
    return this.importer.import(request);
  }
}
