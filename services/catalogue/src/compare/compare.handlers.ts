import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { CompareService } from './compare.service';

@Controller()
export class CompareHandlers {
  constructor(private readonly compareService: CompareService) {}

  @Handles(P.laptopsCompare)
  compare(@Payload() { laptops }: PayloadOf<typeof P.laptopsCompare>) {
    return this.compareService.compare(laptops);
  }
}
