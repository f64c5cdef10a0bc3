import { Controller, UseInterceptors } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles, RequestContextInterceptor } from '@bli/server-kit';

import { LaptopsService } from './laptops.service';

@Controller()
@UseInterceptors(RequestContextInterceptor)
export class LaptopsHandlers {
  constructor(private readonly laptops: LaptopsService) {}

  @Handles(P.laptopsList)
  list(@Payload() { includeInactive }: PayloadOf<typeof P.laptopsList>) {
    return this.laptops.list(includeInactive);
  }

  @Handles(P.laptopsFeatured)
  featured() {
    return this.laptops.featured();
  }

  @Handles(P.laptopsByPriceRange)
  byPriceRange(@Payload() { priceRangeId }: PayloadOf<typeof P.laptopsByPriceRange>) {
    return this.laptops.byPriceRange(priceRangeId);
  }

  @Handles(P.laptopsGetBySlug)
  bySlug(@Payload() { slug }: PayloadOf<typeof P.laptopsGetBySlug>) {
    return this.laptops.bySlug(slug);
  }

  @Handles(P.laptopsGetByAsin)
  byAsin(@Payload() { asin }: PayloadOf<typeof P.laptopsGetByAsin>) {
    return this.laptops.byAsin(asin);
  }

  @Handles(P.laptopsGaming)
  gaming(@Payload() { tier, minPerformance }: PayloadOf<typeof P.laptopsGaming>) {
    return this.laptops.gaming(tier, minPerformance);
  }

  @Handles(P.laptopsMatching)
  matching(@Payload() criteria: PayloadOf<typeof P.laptopsMatching>) {
    return this.laptops.matching(criteria);
  }

  @Handles(P.laptopsFilter)
  filtered(@Payload() filter: PayloadOf<typeof P.laptopsFilter>) {
    return this.laptops.filtered(filter);
  }
}
