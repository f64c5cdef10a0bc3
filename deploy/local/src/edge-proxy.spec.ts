import { createRouter } from './edge-proxy';

const gateway = (port: number) => ({ host: '127.0.0.1', port });
const web = { host: '127.0.0.1', port: 3102 };

describe('createRouter', () => {
  const route = createRouter([
    { prefix: '/api', target: [gateway(4001), gateway(4002)] },
    { prefix: '/', target: web },
  ]);

  it('takes the replicas of a route in turn', () => {
    const ports = Array.from({ length: 5 }, () => route('/api/laptops')?.port);
    expect(ports).toEqual([4001, 4002, 4001, 4002, 4001]);
  });

  it('sends every request of a single-target route to that target', () => {
    expect([route('/'), route('/laptops/x?y=1')]).toEqual([web, web]);
  });

  it('matches prefixes at a segment boundary', () => {
    expect(route('/api')?.port).toBeGreaterThan(4000);
    expect(route('/api?x=1')?.port).toBeGreaterThan(4000);
    expect(route('/apix')).toEqual(web);
  });

  it('has no upstream when no route matches', () => {
    expect(createRouter([{ prefix: '/api', target: web }])('/other')).toBeNull();
  });
});
