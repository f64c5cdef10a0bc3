import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { KnowledgeService } from './knowledge.service';

@Controller()
export class KnowledgeHandlers {
  constructor(private readonly knowledge: KnowledgeService) {}

  @Handles(P.knowledgeList)
  list() {
    return this.knowledge.list();
  }

  @Handles(P.guideGet)
  guide(@Payload() { section, slug }: PayloadOf<typeof P.guideGet>) {
    return this.knowledge.guide(section, slug);
  }
}
