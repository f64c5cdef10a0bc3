import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Laptop } from '../entities';

/** Every laptop query of the catalogue; each one uses an index of the laptops table. */
@Injectable()
export class LaptopsRepository {
  constructor(private readonly em: EntityManager) {}

  findActive(where: FilterQuery<Laptop> = {}): Promise<Laptop[]> {
    return this.em.find(
      Laptop,
      { ...(where as object), isActive: true },
      { orderBy: { id: 'asc' } },
    );
  }

  findAll(): Promise<Laptop[]> {
    return this.em.find(Laptop, {}, { orderBy: { id: 'asc' } });
  }

  findActiveBySlug(slug: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { slug, isActive: true });
  }

  /** Active or not: the operators' screens list every laptop. */
  findByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin });
  }

  findActiveByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin, isActive: true });
  }
}
