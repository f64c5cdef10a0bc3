import { MikroORM } from '@mikro-orm/postgresql';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { gatewayOrmConfig } from '../src/database/mikro-orm.config';

let infra: TestInfra;
let orm: MikroORM;

beforeAll(async () => {
  // A database with the gateway schema alone: other schemas would read as drift.
  infra = await startTestInfra();
  orm = await MikroORM.init(gatewayOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
}, 120_000);

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('gateway schema', () => {
  it('is exactly what the entities describe once the committed migrations ran', async () => {
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    expect(await orm.migrator.getPending()).toEqual([]);
  });
});
