import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SeoPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SitemapService } from './sitemap.service';

@Controller()
export class SitemapHandlers {
  constructor(private readonly sitemap: SitemapService) {}

  @Handles(P.sitemap)
  index() {
    return this.sitemap.index();
  }

  @Handles(P.sitemapPages)
  pages() {
    return this.sitemap.pages();
  }

  @Handles(P.sitemapLaptops)
  laptops(@Payload() { part }: PayloadOf<typeof P.sitemapLaptops>) {
    return this.sitemap.laptops(part);
  }
}
