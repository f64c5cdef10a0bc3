import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';

import { LaptopBundleService } from './laptop-bundle.service';

@Controller()
export class LaptopBundleHandlers {
  constructor(private readonly bundles: LaptopBundleService) {}

  @Handles(P.laptopBundleGet)
  get(@Payload() { slug, days }: PayloadOf<typeof P.laptopBundleGet>) {
    return this.bundles.forSlug(slug, days);
  }
}
