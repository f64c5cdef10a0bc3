import { Controller, UseInterceptors } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AffiliatePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles, RequestContextInterceptor } from '@bli/server-kit';
import { ClicksService } from './clicks.service';

@Controller()
@UseInterceptors(RequestContextInterceptor)
export class ClicksHandlers {
  constructor(private readonly clicks: ClicksService) {}

  @Handles(P.clickStats)
  stats(@Payload() { days }: PayloadOf<typeof P.clickStats>) {
    return this.clicks.stats(days);
  }
}
