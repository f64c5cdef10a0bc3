import type { MikroORM } from '@mikro-orm/postgresql';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { alertsDatabase } from './support/alerts-test-app';

let infra: TestInfra;
let migrator: MikroORM;

beforeAll(async () => {
  infra = await startTestInfra();
  migrator = (await alertsDatabase(infra)).migrator;
});

afterAll(async () => {
  await migrator?.close();
  await infra?.stop();
});

describe('alerts schema', () => {
  it('is exactly what the entities describe once the committed migrations ran', async () => {
    expect((await migrator.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    expect(await migrator.migrator.getPending()).toEqual([]);
  });
});
