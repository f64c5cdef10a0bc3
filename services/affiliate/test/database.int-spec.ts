import { MikroORM } from '@mikro-orm/postgresql';
import { loginUrl, provisionDatabaseRoles } from '@bli/server-kit';
import { startTestInfra, testDatabaseRoles, type TestInfra } from '@bli/testing';
import { ClicksRepository, type NewClick } from '../src/clicks/clicks.repository';
import { ClicksService } from '../src/clicks/clicks.service';
import { affiliateOrmConfig } from '../src/database/mikro-orm.config';

let infra: TestInfra;
/** As deployed: the migrator runs the migrations, the service's own role everything else. */
let migrator: MikroORM;
let orm: MikroORM;

beforeAll(async () => {
  infra = await startTestInfra();
  const roles = testDatabaseRoles(infra, ['affiliate']);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  migrator = await MikroORM.init(affiliateOrmConfig(loginUrl(infra.databaseUrl, roles.migrator)));
  await migrator.migrator.up();
  orm = await MikroORM.init(
    affiliateOrmConfig(loginUrl(infra.databaseUrl, roles.schemas.affiliate)),
  );
});

afterAll(async () => {
  await orm?.close();
  await migrator?.close();
  await infra?.stop();
});

describe('affiliate schema', () => {
  it('is exactly what the entities describe once the committed migrations ran', async () => {
    expect((await migrator.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    expect(await migrator.migrator.getPending()).toEqual([]);
  });
});

describe('click stats', () => {
  const click = (overrides: Partial<NewClick>): NewClick => ({
    asin: 'B0LQVCK2JT',
    laptopId: 21,
    laptopSlug: 'asus-tuf',
    source: 'laptop-details',
    page: '/laptop/asus-tuf',
    priceShown: 47_990,
    via: 'api',
    clickedAt: new Date('2026-11-22T04:00:00Z'),
    ...overrides,
  });

  it('counts per India calendar day and per laptop, most clicked first', async () => {
    const repository = new ClicksRepository(orm.em.fork());
    for (const c of [
      click({}),
      click({ clickedAt: new Date('2026-11-21T18:45:00Z') }), // 22 Nov 00:15 IST
      click({ clickedAt: new Date('2026-11-21T18:15:00Z'), laptopSlug: 'asus-tuf-old' }), // 21 Nov 23:45 IST
      click({
        asin: 'B0HP15SXYZ',
        laptopId: 7,
        laptopSlug: 'hp-15s',
        via: 'hop',
        priceShown: null,
      }),
      click({ clickedAt: new Date('2026-10-01T00:00:00Z') }), // outside the window
    ]) {
      await repository.record(c);
    }
    const stats = await new ClicksService(new ClicksRepository(orm.em.fork())).stats(
      3,
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(stats).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
      total: 4,
      perDay: [
        { date: '2026-11-20', clicks: 0 },
        { date: '2026-11-21', clicks: 1 },
        { date: '2026-11-22', clicks: 3 },
      ],
      perLaptop: [
        {
          laptopId: 21,
          asin: 'B0LQVCK2JT',
          slug: 'asus-tuf',
          clicks: 3,
          lastClickAt: '2026-11-22T04:00:00.000Z',
        },
        {
          laptopId: 7,
          asin: 'B0HP15SXYZ',
          slug: 'hp-15s',
          clicks: 1,
          lastClickAt: '2026-11-22T04:00:00.000Z',
        },
      ],
    });
  });
});
