import { Module, type DynamicModule } from '@nestjs/common';
import { serviceControllers, statelessServiceProviders } from '@bli/server-kit';
import { PageMetaHandlers } from './pages/page-meta.handlers';
import { PageMetaService } from './pages/page-meta.service';
import type { SeoConfig } from './seo.config';
import { SitemapHandlers } from './sitemap/sitemap.handlers';
import { SitemapService } from './sitemap/sitemap.service';
import { SiteDataClient, UPSTREAM_TIMEOUT_MS } from './upstream/site-data.client';

/** Page metadata and the sitemap; no database: every answer is built from what it asks. */
@Module({})
export class SeoModule {
  static forRoot(config: SeoConfig): DynamicModule {
    return {
      module: SeoModule,
      controllers: [...serviceControllers('seo'), PageMetaHandlers, SitemapHandlers],
      providers: [
        ...statelessServiceProviders('seo', config),
        { provide: UPSTREAM_TIMEOUT_MS, useValue: config.SEO_UPSTREAM_TIMEOUT_MS },
        SiteDataClient,
        PageMetaService,
        SitemapService,
      ],
    };
  }
}
