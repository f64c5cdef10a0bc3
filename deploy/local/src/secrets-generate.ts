// `npm run secrets:generate`: the NATS secrets of Compose and Kubernetes in deploy/secrets/
// (git-ignored): each process's nkey seed, the server's configuration, a CA and the server's
// certificate, and Kubernetes Secrets made of them; and the alerts service's Secret for
// Kubernetes (docs/operations.md, "Secrets").
import { writeDeploySecrets } from '@bli/dev-infra';
import { join } from 'node:path';

const dir = join(__dirname, '..', '..', 'secrets');
try {
  writeDeploySecrets(dir);
  console.log(
    `NATS and alerts secrets in ${dir} (kept: seeds, CA, certificate, alerts keys; rewritten: nats.conf, k8s/)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
