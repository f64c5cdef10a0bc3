import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { EntryEditorService } from './entry-editor.service';

/** The operators' screens for guides, use-case lists, CPU comparisons and authors. */
@Controller()
export class EntryEditorHandlers {
  constructor(private readonly editor: EntryEditorService) {}

  @Handles(P.entriesAdminList)
  list(@Payload() query: PayloadOf<typeof P.entriesAdminList>) {
    return this.editor.list(query);
  }

  @Handles(P.entriesAdminGet)
  get(@Payload() { kind, id }: PayloadOf<typeof P.entriesAdminGet>) {
    return this.editor.get(kind, id);
  }

  @Handles(P.entriesCreate)
  create(@Payload() { operator, entry }: PayloadOf<typeof P.entriesCreate>) {
    return this.editor.create(operator, entry);
  }

  @Handles(P.entriesUpdate)
  update(@Payload() { kind, id, operator, changes }: PayloadOf<typeof P.entriesUpdate>) {
    return this.editor.update(kind, id, operator, changes);
  }

  @Handles(P.entriesPublish)
  publish(@Payload() { kind, id, operator }: PayloadOf<typeof P.entriesPublish>) {
    return this.editor.publish(kind, id, operator);
  }

  @Handles(P.entriesSchedule)
  schedule(@Payload() { kind, id, operator, publishAt }: PayloadOf<typeof P.entriesSchedule>) {
    return this.editor.schedule(kind, id, operator, publishAt);
  }

  @Handles(P.entriesUnpublish)
  unpublish(@Payload() { kind, id, operator }: PayloadOf<typeof P.entriesUnpublish>) {
    return this.editor.unpublish(kind, id, operator);
  }

  @Handles(P.entriesRevisions)
  revisions(@Payload() { kind, id }: PayloadOf<typeof P.entriesRevisions>) {
    return this.editor.revisions(kind, id);
  }

  @Handles(P.entriesRestore)
  restore(@Payload() { kind, id, number, operator }: PayloadOf<typeof P.entriesRestore>) {
    return this.editor.restore(kind, id, number, operator);
  }
}
