import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UseCase } from '../entities';

@Injectable()
export class UseCasesRepository {
  constructor(private readonly em: EntityManager) {}

  findAll(): Promise<UseCase[]> {
    return this.em.find(UseCase, { state: 'published' }, { orderBy: { position: 'asc' } });
  }

  findBySlug(slug: string): Promise<UseCase | null> {
    return this.em.findOne(UseCase, { slug, state: 'published' });
  }
}
