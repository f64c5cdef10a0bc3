import { z } from 'zod';
import { commonEnvSchema } from './common-env.schema';
import { ServiceConfig } from './service-config';

class ProbeConfig extends ServiceConfig(
  commonEnvSchema.extend({ PROBE_PORT: z.coerce.number().int().default(3999) }),
) {}

describe('ServiceConfig', () => {
  it('loads the validated settings as an instance of the app config class', () => {
    const config = ProbeConfig.load({ PROBE_PORT: '4000' });
    expect(config).toBeInstanceOf(ProbeConfig);
    expect(config).toMatchObject({ PROBE_PORT: 4000, RPC_TIMEOUT_MS: 2000 });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('fails naming the variable', () => {
    expect(() => ProbeConfig.load({ PROBE_PORT: 'x' })).toThrow(
      /^Invalid configuration: PROBE_PORT: /,
    );
  });
});
