import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AffiliatePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { LinksService } from './links.service';

@Controller()
export class LinksHandlers {
  constructor(private readonly links: LinksService) {}

  @Handles(P.linkCreate)
  create(@Payload() command: PayloadOf<typeof P.linkCreate>) {
    return this.links.create(command);
  }
}
