import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { ContentAuditHandlers } from './audit/content-audit.handlers';
import { ContentAuditRepository } from './audit/content-audit.repository';
import { ContentAuditService } from './audit/content-audit.service';
import { AuthorsHandlers } from './authors/authors.handlers';
import { AuthorsRepository } from './authors/authors.repository';
import { AuthorsService } from './authors/authors.service';
import { BlogHandlers } from './blog/blog.handlers';
import { BlogRepository } from './blog/blog.repository';
import { BlogService } from './blog/blog.service';
import { ContentConfig } from './content.config';
import { ContentClock, SystemClock } from './editorial/clock';
import { EditorialSchedule } from './editorial/editorial-schedule';
import { EntryEditorHandlers } from './entry-editor/entry-editor.handlers';
import { EntryEditorRepository } from './entry-editor/entry-editor.repository';
import { EntryEditorService } from './entry-editor/entry-editor.service';
import { PostEditorHandlers } from './post-editor/post-editor.handlers';
import { PostEditorRepository } from './post-editor/post-editor.repository';
import { PostEditorService } from './post-editor/post-editor.service';
import { contentOrmConfig } from './database/mikro-orm.config';
import { KnowledgeHandlers } from './knowledge/knowledge.handlers';
import { KnowledgeRepository } from './knowledge/knowledge.repository';
import { KnowledgeService } from './knowledge/knowledge.service';
import { ContentPagesHandlers } from './pages/content-pages.handlers';
import { ContentPagesRepository } from './pages/content-pages.repository';
import { ContentPagesService } from './pages/content-pages.service';
import { ProcessorComparisonsHandlers } from './processor-comparisons/processor-comparisons.handlers';
import { ProcessorComparisonsRepository } from './processor-comparisons/processor-comparisons.repository';
import { ProcessorComparisonsService } from './processor-comparisons/processor-comparisons.service';
import { SaleEventsHandlers } from './sale-events/sale-events.handlers';
import { SaleEventsRepository } from './sale-events/sale-events.repository';
import { SaleEventsService } from './sale-events/sale-events.service';
import { UseCasesHandlers } from './use-cases/use-cases.handlers';
import { UseCasesRepository } from './use-cases/use-cases.repository';
import { UseCasesService } from './use-cases/use-cases.service';

@Module({})
export class ContentModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        MikroOrmModule.forRoot({
          ...contentOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
      ],
      controllers: [
        ...serviceControllers('content'),
        AuthorsHandlers,
        BlogHandlers,
        ContentAuditHandlers,
        ContentPagesHandlers,
        EntryEditorHandlers,
        KnowledgeHandlers,
        PostEditorHandlers,
        ProcessorComparisonsHandlers,
        SaleEventsHandlers,
        UseCasesHandlers,
      ],
      providers: [
        ...serviceProviders('content', config),
        { provide: ContentConfig, useValue: config },
        { provide: ContentClock, useClass: SystemClock },
        AuthorsRepository,
        AuthorsService,
        BlogRepository,
        BlogService,
        ContentAuditRepository,
        ContentAuditService,
        ContentPagesRepository,
        ContentPagesService,
        EditorialSchedule,
        EntryEditorRepository,
        EntryEditorService,
        KnowledgeRepository,
        KnowledgeService,
        PostEditorRepository,
        PostEditorService,
        ProcessorComparisonsRepository,
        ProcessorComparisonsService,
        SaleEventsRepository,
        SaleEventsService,
        UseCasesRepository,
        UseCasesService,
      ],
    };
  }
}
