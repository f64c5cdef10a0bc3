import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Laptop } from '../entities';

@Injectable()
export class CompareRepository {
  constructor(private readonly em: EntityManager) {}

  /** Active laptops with these slugs: one query on the unique slug index. */
  findActiveBySlugs(slugs: string[]): Promise<Laptop[]> {
    return slugs.length
      ? this.em.find(Laptop, { slug: { $in: slugs }, isActive: true })
      : Promise.resolve([]);
  }
}
