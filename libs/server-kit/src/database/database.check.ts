import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { ReadinessCheck } from '../health/readiness-check';

@Injectable()
export class DatabaseCheck implements ReadinessCheck {
  readonly name = 'database';

  constructor(private readonly orm: MikroORM) {}

  check = async (): Promise<void> => {
    await this.orm.em.getConnection().execute('select 1');
  };
}
