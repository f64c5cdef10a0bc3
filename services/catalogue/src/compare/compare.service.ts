import { Injectable } from '@nestjs/common';
import type { CompareResult } from '@bli/contracts';
import { readCompareParam, selectCompared } from '@bli/domain';
import { toLaptopView } from '../laptops/laptop.mapper';
import { CompareRepository } from './compare.repository';

/** Laptops side by side from a shared URL. */
@Injectable()
export class CompareService {
  constructor(private readonly laptops: CompareRepository) {}

  async compare(param: string, now = new Date()): Promise<CompareResult> {
    const request = readCompareParam(param);
    const found = await this.laptops.findActiveBySlugs(request.slugs);
    const outcome = selectCompared(request, found);
    return { ...outcome, laptops: outcome.laptops.map((laptop) => toLaptopView(laptop, now)) };
  }
}
