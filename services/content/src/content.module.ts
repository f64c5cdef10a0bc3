import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { AuthorsHandlers } from './authors/authors.handlers';
import { AuthorsService } from './authors/authors.service';
import { BlogHandlers } from './blog/blog.handlers';
import { BlogRepository } from './blog/blog.repository';
import { BlogService } from './blog/blog.service';
import type { ContentConfig } from './content.config';
import { contentOrmConfig } from './database/mikro-orm.config';
import { KnowledgeHandlers } from './knowledge/knowledge.handlers';
import { ContentPagesHandlers } from './pages/content-pages.handlers';
import { ProcessorComparisonsHandlers } from './processor-comparisons/processor-comparisons.handlers';
import { UseCasesHandlers } from './use-cases/use-cases.handlers';

@Module({})
export class ContentModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        MikroOrmModule.forRoot({
          ...contentOrmConfig(config.DATABASE_URL),
          registerRequestContext: false,
        }),
      ],
      controllers: [
        ...serviceControllers('content'),
        AuthorsHandlers,
        BlogHandlers,
        ContentPagesHandlers,
        KnowledgeHandlers,
        ProcessorComparisonsHandlers,
        UseCasesHandlers,
      ],
      providers: [
        ...serviceProviders('content', config),
        AuthorsService,
        BlogRepository,
        BlogService,
      ],
    };
  }
}
