import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SeoPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { PageMetaService } from './page-meta.service';

@Controller()
export class PageMetaHandlers {
  constructor(private readonly pages: PageMetaService) {}

  @Handles(P.homepage)
  homepage() {
    return this.pages.homepage();
  }

  @Handles(P.priceRangeLanding)
  priceRangeLanding(@Payload() { seoSlug }: PayloadOf<typeof P.priceRangeLanding>) {
    return this.pages.priceRangeLanding(seoSlug);
  }

  @Handles(P.priceRange)
  priceRange(@Payload() { slug }: PayloadOf<typeof P.priceRange>) {
    return this.pages.priceRange(slug);
  }

  @Handles(P.search)
  search(@Payload() { q }: PayloadOf<typeof P.search>) {
    return this.pages.search(q);
  }

  @Handles(P.compare)
  compare(@Payload() { laptops }: PayloadOf<typeof P.compare>) {
    return this.pages.compare(laptops);
  }

  @Handles(P.gamingLaptops)
  gamingLaptops() {
    return this.pages.gamingLaptops();
  }

  @Handles(P.useCases)
  useCases() {
    return this.pages.useCases();
  }

  @Handles(P.cpuComparison)
  cpuComparison() {
    return this.pages.cpuComparison();
  }

  @Handles(P.knowledgeHub)
  knowledgeHub() {
    return this.pages.knowledgeHub();
  }

  @Handles(P.priceVerdicts)
  priceVerdicts() {
    return this.pages.priceVerdicts();
  }

  @Handles(P.blog)
  blog(@Payload() { category }: PayloadOf<typeof P.blog>) {
    return this.pages.blog(category);
  }

  @Handles(P.author)
  author(@Payload() { slug }: PayloadOf<typeof P.author>) {
    return this.pages.author(slug);
  }

  @Handles(P.blogPost)
  blogPost(@Payload() { slug }: PayloadOf<typeof P.blogPost>) {
    return this.pages.blogPost(slug);
  }

  @Handles(P.laptop)
  laptop(@Payload() { slug }: PayloadOf<typeof P.laptop>) {
    return this.pages.laptop(slug);
  }

  @Handles(P.category)
  category(@Payload() { slug }: PayloadOf<typeof P.category>) {
    return this.pages.category(slug);
  }

  @Handles(P.guide)
  guide(@Payload() guide: PayloadOf<typeof P.guide>) {
    return this.pages.guide(guide);
  }
}
