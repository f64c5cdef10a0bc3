import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { PostEditorService } from './post-editor.service';

/** The operators' post screens: list, editor, states, revisions. */
@Controller()
export class PostEditorHandlers {
  constructor(private readonly editor: PostEditorService) {}

  @Handles(P.postsAdminList)
  list(@Payload() query: PayloadOf<typeof P.postsAdminList>) {
    return this.editor.list(query);
  }

  @Handles(P.postsAdminGet)
  get(@Payload() { id }: PayloadOf<typeof P.postsAdminGet>) {
    return this.editor.get(id);
  }

  @Handles(P.postsCreate)
  create(@Payload() { operator, post }: PayloadOf<typeof P.postsCreate>) {
    return this.editor.create(operator, post);
  }

  @Handles(P.postsUpdate)
  update(@Payload() { id, operator, changes }: PayloadOf<typeof P.postsUpdate>) {
    return this.editor.update(id, operator, changes);
  }

  @Handles(P.postsPublish)
  publish(@Payload() { id, operator }: PayloadOf<typeof P.postsPublish>) {
    return this.editor.publish(id, operator);
  }

  @Handles(P.postsSchedule)
  schedule(@Payload() { id, operator, publishAt }: PayloadOf<typeof P.postsSchedule>) {
    return this.editor.schedule(id, operator, publishAt);
  }

  @Handles(P.postsUnpublish)
  unpublish(@Payload() { id, operator }: PayloadOf<typeof P.postsUnpublish>) {
    return this.editor.unpublish(id, operator);
  }

  @Handles(P.postsRevisions)
  revisions(@Payload() { id }: PayloadOf<typeof P.postsRevisions>) {
    return this.editor.revisions(id);
  }

  @Handles(P.postsRestore)
  restore(@Payload() { id, number, operator }: PayloadOf<typeof P.postsRestore>) {
    return this.editor.restore(id, number, operator);
  }
}
