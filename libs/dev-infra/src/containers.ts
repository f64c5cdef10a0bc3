import { GenericContainer, Wait } from 'testcontainers';
import type { RunningServer } from './running-server';

/**
 * PostgreSQL in a container, where a container engine exists. Without one,
 * testcontainers fails within milliseconds and the caller falls back to local servers.
 */
export async function containerPostgres(): Promise<RunningServer | null> {
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
