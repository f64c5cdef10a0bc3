import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AffiliatePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ClicksService } from './clicks.service';

@Controller()
export class ClicksHandlers {
  constructor(private readonly clicks: ClicksService) {}

  @Handles(P.clickStats)
  stats(@Payload() { days }: PayloadOf<typeof P.clickStats>) {
    return this.clicks.stats(days);
  }
}
