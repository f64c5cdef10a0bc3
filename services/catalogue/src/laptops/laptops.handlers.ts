import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type LaptopFilter, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { LaptopsService } from './laptops.service';

@Controller()
export class LaptopsHandlers {
  constructor(private readonly laptops: LaptopsService) {}

  @Handles(P.laptopsList)
  list(@Payload() { includeInactive, ...page }: PayloadOf<typeof P.laptopsList>) {
    return this.laptops.list(includeInactive, page);
  }

  @Handles(P.laptopsFeatured)
  featured(@Payload() page: PayloadOf<typeof P.laptopsFeatured>) {
    return this.laptops.featured(page);
  }

  @Handles(P.laptopsByPriceRange)
  byPriceRange(@Payload() { priceRangeId, ...page }: PayloadOf<typeof P.laptopsByPriceRange>) {
    return this.laptops.byPriceRange(priceRangeId, page);
  }

  @Handles(P.laptopsGetBySlug)
  bySlug(@Payload() { slug }: PayloadOf<typeof P.laptopsGetBySlug>) {
    return this.laptops.bySlug(slug);
  }

  @Handles(P.laptopsGetBySlugs)
  bySlugs(@Payload() { slugs }: PayloadOf<typeof P.laptopsGetBySlugs>) {
    return this.laptops.bySlugs(slugs);
  }

  @Handles(P.laptopsGetByAsin)
  byAsin(@Payload() { asin }: PayloadOf<typeof P.laptopsGetByAsin>) {
    return this.laptops.byAsin(asin);
  }

  @Handles(P.laptopsGaming)
  gaming(@Payload() { tier, minPerformance, ...page }: PayloadOf<typeof P.laptopsGaming>) {
    return this.laptops.gaming(tier, minPerformance, page);
  }

  @Handles(P.laptopsMatching)
  matching(
    @Payload()
    { page, pageSize, after, sort, goodDeals, ...criteria }: PayloadOf<typeof P.laptopsMatching>,
  ) {
    return this.laptops.matching(criteria, { page, pageSize, after, sort, goodDeals });
  }

  @Handles(P.laptopsFilter)
  filtered(
    @Payload()
    { page, pageSize, after, sort, goodDeals, ...filter }: PayloadOf<typeof P.laptopsFilter>,
  ) {
    return this.laptops.filtered(filter as LaptopFilter, {
      page,
      pageSize,
      after,
      sort,
      goodDeals,
    });
  }
}
