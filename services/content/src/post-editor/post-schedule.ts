import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { UnitOfWork } from '@bli/server-kit';
import { ContentConfig } from '../content.config';
import { PostEditorService } from './post-editor.service';

/**
 * Every CONTENT_PUBLISH_CHECK_SECONDS, publishes the scheduled posts whose time has come, in a
 * unit of work of its own. Each replica runs it; the publishing UPDATE makes that harmless.
 */
@Injectable()
export class PostSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PostSchedule');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly editor: PostEditorService,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () =>
      void this.publishDue().catch((error: unknown) =>
        this.logger.warn(`could not publish the posts due: ${(error as Error).message}`),
      );
    this.timer = setInterval(tick, this.config.CONTENT_PUBLISH_CHECK_SECONDS * 1000);
    tick();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async publishDue(): Promise<number[]> {
    const published = await this.unitOfWork.run(() => this.editor.publishDue());
    if (published.length > 0) this.logger.log(`published scheduled posts ${published.join(', ')}`);
    return published;
  }
}
