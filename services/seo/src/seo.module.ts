import { Module, type DynamicModule } from '@nestjs/common';
import { serviceControllers, statelessServiceProviders } from '@bli/server-kit';
import { PageMetaHandlers } from './pages/page-meta.handlers';
import { PageMetaService } from './pages/page-meta.service';
import { SeoConfig } from './seo.config';
import { SitemapHandlers } from './sitemap/sitemap.handlers';
import { SitemapService } from './sitemap/sitemap.service';
import { SiteDataClient } from './upstream/site-data.client';

/** Page metadata and the sitemap; no database: every answer is built from what it asks. */
@Module({})
export class SeoModule {
  static forRoot(config: SeoConfig): DynamicModule {
    return {
      module: SeoModule,
      controllers: [...serviceControllers('seo'), PageMetaHandlers, SitemapHandlers],
      providers: [
        ...statelessServiceProviders('seo', config),
        { provide: SeoConfig, useValue: config },
        SiteDataClient,
        PageMetaService,
        SitemapService,
      ],
    };
  }
}
