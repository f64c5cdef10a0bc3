import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles, NotFoundError } from '@bli/server-kit';
import { KnowledgeCategory, KnowledgeGuide } from '../entities';
import { toCategoryView, toGuideView } from './knowledge.mapper';

@Controller()
export class KnowledgeHandlers {
  constructor(private readonly em: EntityManager) {}

  /** Six categories and their guides, in hub order, in one query. */
  @Handles(P.knowledgeList)
  async list() {
    const categories = await this.em.find(
      KnowledgeCategory,
      {},
      { populate: ['guides'], orderBy: { position: 'asc', guides: { position: 'asc' } } },
    );
    return categories.map(toCategoryView);
  }

  @Handles(P.guideGet)
  async guide(@Payload() { section, slug }: PayloadOf<typeof P.guideGet>) {
    const path = `/${section}/${slug}`;
    const guide = await this.em.findOne(
      KnowledgeGuide,
      { path, article: { $ne: null } },
      { populate: ['category'] },
    );
    if (!guide) throw new NotFoundError(`Guide "${path}" not found`);
    return toGuideView(guide as KnowledgeGuide & { article: string });
  }
}
