import { Injectable } from '@nestjs/common';
import type { CompareResult } from '@bli/contracts';
import { readCompareParam, selectCompared } from '@bli/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Laptop } from '../entities';
import { toLaptopView } from '../laptops/laptop.mapper';

/** Laptops side by side from a shared URL: one query on the unique slug index. */
@Injectable()
export class CompareService {
  constructor(private readonly em: EntityManager) {}

  async compare(param: string): Promise<CompareResult> {
    const request = readCompareParam(param);
    const found = request.slugs.length
      ? await this.em.find(Laptop, { slug: { $in: request.slugs }, isActive: true })
      : [];
    const outcome = selectCompared(request, found);
    return { ...outcome, laptops: outcome.laptops.map(toLaptopView) };
  }
}
