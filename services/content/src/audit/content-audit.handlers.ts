import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ContentAuditService } from './content-audit.service';

/** The editorial audit log, per entry. */
@Controller()
export class ContentAuditHandlers {
  constructor(private readonly audit: ContentAuditService) {}

  @Handles(P.auditList)
  list(@Payload() query: PayloadOf<typeof P.auditList>) {
    return this.audit.list(query);
  }
}
