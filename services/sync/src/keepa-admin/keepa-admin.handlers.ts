import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SyncPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { KeepaAdminService } from './keepa-admin.service';

/** The admin's Keepa tab: the token balance and the product finder. */
@Controller()
export class KeepaAdminHandlers {
  constructor(private readonly keepa: KeepaAdminService) {}

  @Handles(P.keepaTokens)
  tokens() {
    return this.keepa.tokens();
  }

  @Handles(P.keepaSearch)
  search(@Payload() { priceMin, priceMax }: PayloadOf<typeof P.keepaSearch>) {
    return this.keepa.search(priceMin, priceMax);
  }
}
