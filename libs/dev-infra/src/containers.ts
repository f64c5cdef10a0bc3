import { GenericContainer, Wait } from 'testcontainers';
import type { RunningServer } from './running-server';

/**
 * PostgreSQL in a container, only when asked for (TEST_CONTAINERS=1) and a container engine
 * answers; otherwise null at once and the caller falls back to local servers. Opt-in, because an
 * engine that runs but cannot pull (these machines: dockerd without Docker Hub) would otherwise
 * make every test run wait on a failing pull, and a run's behaviour would depend on whether
 * someone happens to have dockerd up (docs/testing.md).
 */
export async function containerPostgres(): Promise<RunningServer | null> {
  if (process.env.TEST_CONTAINERS !== '1') return null;
  try {
    const container = await new GenericContainer('postgres:17-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    return {
      url: `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`,
      source: 'PostgreSQL container',
      stop: async () => {
        await container.stop();
      },
    };
  } catch {
    return null;
  }
}
