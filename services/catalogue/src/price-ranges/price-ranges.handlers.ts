import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { PriceRangesService } from './price-ranges.service';

@Controller()
export class PriceRangesHandlers {
  constructor(private readonly ranges: PriceRangesService) {}

  @Handles(P.priceRangesList)
  list(@Payload() { includeInactive }: PayloadOf<typeof P.priceRangesList>) {
    return this.ranges.list(includeInactive);
  }

  @Handles(P.priceRangesGetBySlug)
  bySlug(@Payload() { slug }: PayloadOf<typeof P.priceRangesGetBySlug>) {
    return this.ranges.bySlug(slug);
  }

  @Handles(P.priceRangesGetBySeoSlug)
  bySeoSlug(@Payload() { seoSlug }: PayloadOf<typeof P.priceRangesGetBySeoSlug>) {
    return this.ranges.bySeoSlug(seoSlug);
  }

  @Handles(P.priceRangesCreate)
  create(@Payload() input: PayloadOf<typeof P.priceRangesCreate>) {
    return this.ranges.create(input);
  }

  @Handles(P.priceRangesUpdate)
  update(@Payload() { id, changes }: PayloadOf<typeof P.priceRangesUpdate>) {
    return this.ranges.update(id, changes);
  }
}
