import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { LaptopEditorService } from './laptop-editor.service';
import { LaptopImportService } from './laptop-import.service';

/** The operators' laptop screens: list, editor, publish and retire, audit log, import. */
@Controller()
export class LaptopEditorHandlers {
  constructor(
    private readonly editor: LaptopEditorService,
    private readonly importer: LaptopImportService,
  ) {}

  @Handles(P.laptopsAdminList)
  list(@Payload() query: PayloadOf<typeof P.laptopsAdminList>) {
    return this.editor.list(query);
  }

  @Handles(P.laptopsAdminGet)
  get(@Payload() { asin }: PayloadOf<typeof P.laptopsAdminGet>) {
    return this.editor.get(asin);
  }

  @Handles(P.laptopsUpdate)
  update(@Payload() { asin, operator, changes }: PayloadOf<typeof P.laptopsUpdate>) {
    return this.editor.update(asin, operator, changes);
  }

  @Handles(P.laptopsPublish)
  publish(@Payload() { asin, operator }: PayloadOf<typeof P.laptopsPublish>) {
    return this.editor.publish(asin, operator);
  }

  @Handles(P.laptopsRetire)
  retire(@Payload() { asin, operator }: PayloadOf<typeof P.laptopsRetire>) {
    return this.editor.retire(asin, operator);
  }

  @Handles(P.laptopsAudit)
  audit(@Payload() { asin }: PayloadOf<typeof P.laptopsAudit>) {
    return this.editor.audit(asin);
  }

  @Handles(P.laptopsAttention)
  attention() {
    return this.editor.attention();
  }

  @Handles(P.laptopsFindByAsins)
  findByAsins(@Payload() { asins }: PayloadOf<typeof P.laptopsFindByAsins>) {
    return this.editor.findByAsins(asins);
  }

  @Handles(P.laptopsImport)
  import(@Payload() { drafts, operator }: PayloadOf<typeof P.laptopsImport>) {
    return this.importer.import(drafts, operator);
  }
}
