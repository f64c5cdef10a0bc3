import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KnowledgeCategory, KnowledgeGuide } from '../entities';

@Injectable()
export class KnowledgeRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every category and its guides, in hub order, in one query. */
  findCategoriesWithGuides(): Promise<KnowledgeCategory[]> {
    return this.em.find(
      KnowledgeCategory,
      {},
      {
        populate: ['guides'],
        populateWhere: { guides: { state: 'published' } },
        orderBy: { position: 'asc', guides: { position: 'asc' } },
      },
    );
  }

  /** The guide at `path` with its category, if it has an article. */
  async findArticle(path: string): Promise<(KnowledgeGuide & { article: string }) | null> {
    const guide = await this.em.findOne(
      KnowledgeGuide,
      { path, article: { $ne: null }, state: 'published' },
      { populate: ['category'] },
    );
    return guide as (KnowledgeGuide & { article: string }) | null;
  }

  findGuidesByPaths(paths: string[]): Promise<KnowledgeGuide[]> {
    return paths.length
      ? this.em.find(KnowledgeGuide, { path: { $in: paths }, state: 'published' })
      : Promise.resolve([]);
  }
}
