import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { DealEditorService } from './deal-editor.service';

/** The operators' Deals screen: list, one deal, create, edit, expire, audit log. */
@Controller()
export class DealEditorHandlers {
  constructor(private readonly editor: DealEditorService) {}

  @Handles(P.dealsAdminList)
  list(@Payload() query: PayloadOf<typeof P.dealsAdminList>) {
    return this.editor.list(query);
  }

  @Handles(P.dealsAdminGet)
  get(@Payload() { id }: PayloadOf<typeof P.dealsAdminGet>) {
    return this.editor.get(id);
  }

  @Handles(P.dealsCreate)
  create(@Payload() { operator, deal }: PayloadOf<typeof P.dealsCreate>) {
    return this.editor.create(operator, deal);
  }

  @Handles(P.dealsUpdate)
  update(@Payload() { id, operator, changes }: PayloadOf<typeof P.dealsUpdate>) {
    return this.editor.update(id, operator, changes);
  }

  @Handles(P.dealsExpire)
  expire(@Payload() { id, operator }: PayloadOf<typeof P.dealsExpire>) {
    return this.editor.expire(id, operator);
  }

  @Handles(P.dealsAudit)
  audit(@Payload() { id }: PayloadOf<typeof P.dealsAudit>) {
    return this.editor.audit(id);
  }
}
