import { statusFromChecks, statusFromPing, systemStatus } from './system-status';

describe('system status', () => {
  const at = new Date('2026-11-22T06:00:00Z');

  it('is online only when every process is ready', () => {
    const up = { name: 'catalogue', ready: true, message: null };
    expect(systemStatus([up], at)).toEqual({
      online: true,
      checkedAt: '2026-11-22T06:00:00.000Z',
      services: [up],
    });
    const down = { name: 'sync', ready: false, message: 'The sync service is not running' };
    expect(systemStatus([up, down], at).online).toBe(false);
  });

  it('names the failed checks of a process', () => {
    expect(
      statusFromChecks('gateway', [
        { name: 'database', ok: false, error: 'no answer within 500 ms' },
        { name: 'nats', ok: true },
      ]),
    ).toEqual({ name: 'gateway', ready: false, message: 'database: no answer within 500 ms' });
    expect(statusFromChecks('gateway', [{ name: 'nats', ok: true }])).toEqual({
      name: 'gateway',
      ready: true,
      message: null,
    });
  });

  it('trusts a ping only when it says ready', () => {
    expect(
      statusFromPing('content', {
        service: 'content',
        ready: false,
        checks: [{ name: 'database', ok: false, error: 'connection refused' }],
      }),
    ).toEqual({ name: 'content', ready: false, message: 'database: connection refused' });
    expect(statusFromPing('seo', { service: 'seo', ready: true, checks: [] })).toEqual({
      name: 'seo',
      ready: true,
      message: null,
    });
    expect(statusFromPing('seo', { service: 'seo', ready: false, checks: [] }).message).toBe(
      'not ready',
    );
  });
});
