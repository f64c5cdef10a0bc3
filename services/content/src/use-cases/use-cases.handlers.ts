import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { UseCasesService } from './use-cases.service';

@Controller()
export class UseCasesHandlers {
  constructor(private readonly useCases: UseCasesService) {}

  @Handles(P.useCasesList)
  list() {
    return this.useCases.list();
  }

  @Handles(P.useCaseGet)
  get(@Payload() { slug }: PayloadOf<typeof P.useCaseGet>) {
    return this.useCases.bySlug(slug);
  }
}
