import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { UnitOfWork } from '@bli/server-kit';
import { ContentConfig } from '../content.config';
import { EntryEditorService } from '../entry-editor/entry-editor.service';
import { PostEditorService } from '../post-editor/post-editor.service';

/**
 * Every CONTENT_PUBLISH_CHECK_SECONDS, publishes the scheduled posts and entries whose time has
 * come, each in a unit of work of its own. Each replica runs it; the publishing UPDATE makes that
 * harmless.
 */
@Injectable()
export class EditorialSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EditorialSchedule');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly posts: PostEditorService,
    private readonly entries: EntryEditorService,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () =>
      void this.publishDue().catch((error: unknown) =>
        this.logger.warn(`could not publish the entries due: ${(error as Error).message}`),
      );
    this.timer = setInterval(tick, this.config.CONTENT_PUBLISH_CHECK_SECONDS * 1000);
    tick();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async publishDue(): Promise<void> {
    const posts = await this.unitOfWork.run(() => this.posts.publishDue());
    if (posts.length > 0) this.logger.log(`published scheduled posts ${posts.join(', ')}`);
    const entries = await this.unitOfWork.run(() => this.entries.publishDue());
    for (const [kind, ids] of Object.entries(entries))
      this.logger.log(`published scheduled ${kind} ${ids.join(', ')}`);
  }
}
