import { Injectable } from '@nestjs/common';
import type { KnowledgeCategory, KnowledgeGuide } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { toCategoryView, toGuideView } from './knowledge.mapper';
import { KnowledgeRepository } from './knowledge.repository';

@Injectable()
export class KnowledgeService {
  constructor(private readonly knowledge: KnowledgeRepository) {}

  /** Six categories and their guides, in hub order. */
  async list(): Promise<KnowledgeCategory[]> {
    return (await this.knowledge.findCategoriesWithGuides()).map(toCategoryView);
  }

  async guide(section: string, slug: string): Promise<KnowledgeGuide> {
    const path = `/${section}/${slug}`;
    const guide = await this.knowledge.findArticle(path);
    if (!guide) throw new NotFoundError(`Guide "${path}" not found`);
    return toGuideView(guide);
  }
}
