import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Author } from '../entities';

@Injectable()
export class AuthorsRepository {
  constructor(private readonly em: EntityManager) {}

  findBySlug(slug: string): Promise<Author | null> {
    return this.em.findOne(Author, { slug, state: 'published' });
  }
}
