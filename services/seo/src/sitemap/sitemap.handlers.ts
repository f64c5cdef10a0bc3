import { Controller } from '@nestjs/common';
import { SeoPatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SitemapService } from './sitemap.service';

@Controller()
export class SitemapHandlers {
  constructor(private readonly sitemap: SitemapService) {}

  @Handles(P.sitemap)
  list() {
    return this.sitemap.entries();
  }
}
