import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Author,
  BlogPost,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  UseCase,
} from '../entities';

/** Keys and change times of every page the content service serves; never the bodies. */
@Injectable()
export class ContentPagesRepository {
  constructor(private readonly em: EntityManager) {}

  findAll() {
    const em = this.em;
    return Promise.all([
      em.find(
        BlogPost,
        { state: 'published' },
        { fields: ['slug', 'publishedAt', 'updatedAt'], orderBy: { id: 'asc' } },
      ),
      em.find(
        Author,
        { state: 'published' },
        { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } },
      ),
      em.find(
        UseCase,
        { state: 'published' },
        { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } },
      ),
      em.find(
        KnowledgeCategory,
        {},
        { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } },
      ),
      em.find(
        KnowledgeGuide,
        { article: { $ne: null }, state: 'published' },
        { fields: ['path', 'updatedAt'], orderBy: { id: 'asc' } },
      ),
      em.find(
        ProcessorComparison,
        { state: 'published' },
        { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } },
      ),
    ]);
  }
}
