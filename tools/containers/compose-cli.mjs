// The Compose found on the machine, for one project: `docker compose` (v2) where the plugin
// exists, else `docker-compose` (v1, Debian's 1.29), else `podman-compose`. Every call names the
// project and the profiles, and reads docker-compose.yml at the repository root.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { docker, output, run } from './engine.mjs';

const root = join(import.meta.dirname, '..', '..');
const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function composeCommand() {
  if (works(docker(), ['compose', 'version'])) return [docker(), 'compose'];
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  if (works('podman-compose', ['version'])) return ['podman-compose'];
  throw new Error('no Compose found: install docker-compose (Debian) or the docker compose plugin');
}

/** A project of the stack: `compose.run('up', '-d')`, its containers by service, and so on. */
export function composeProject({ project, profiles, env }) {
  const [command, ...prefix] = composeCommand();
  const args = (rest) => [
    ...prefix,
    '-f',
    join(root, 'docker-compose.yml'),
    '-p',
    project,
    ...profiles.flatMap((profile) => ['--profile', profile]),
    ...rest,
  ];
  const options = { cwd: root, env: { ...process.env, ...env } };
  return {
    name: [command, ...prefix].join(' '),
    run: (...rest) =>
      run(command, args(rest), { ...options, stdio: ['ignore', 'ignore', 'inherit'] }),
    /** The ids of a service's containers (running or not), by Compose's labels. */
    containers: (service, all = false) =>
      output(docker(), [
        'ps',
        ...(all ? ['-a'] : []),
        '-q',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        ...(service ? ['--filter', `label=com.docker.compose.service=${service}`] : []),
      ])
        .split('\n')
        .filter(Boolean),
    /** What is left of the project: containers, networks, volumes. */
    leftovers: () =>
      ['ps -a', 'network ls', 'volume ls'].flatMap((what) =>
        output(docker(), [
          ...what.split(' '),
          '-q',
          '--filter',
          `label=com.docker.compose.project=${project}`,
        ])
          .split('\n')
          .filter(Boolean)
          .map((id) => `${what.split(' ')[0]} ${id}`),
      ),
  };
}
