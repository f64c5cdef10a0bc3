// Loads the demo editorial content (idempotent): `npm start` runs it after the migrations.
import { createLogger, runCli } from '@bli/server-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { ContentConfig } from '../content.config';
import { contentOrmConfig } from '../database/mikro-orm.config';
import { seedDemoContent } from '../seed/demo-content.seed';

runCli(async () => {
  const orm = await MikroORM.init(contentOrmConfig(ContentConfig.load().DATABASE_URL));
  try {
    const added = await seedDemoContent(orm.em.fork());
    createLogger('content-seed').info({ added }, 'demo content loaded');
  } finally {
    await orm.close();
  }
});
