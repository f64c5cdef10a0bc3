import { Controller } from '@nestjs/common';
import { ContentPatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ContentPagesService } from './content-pages.service';

/** The sitemap's view of the content. */
@Controller()
export class ContentPagesHandlers {
  constructor(private readonly pages: ContentPagesService) {}

  @Handles(P.pagesList)
  list() {
    return this.pages.list();
  }
}
