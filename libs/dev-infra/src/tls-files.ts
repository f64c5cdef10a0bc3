import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A TLS server's files: a CA of our own and the server's certificate signed by it. */
export interface TlsFiles {
  caCert: string;
  caKey: string;
  serverCert: string;
  serverKey: string;
}

export interface TlsOptions {
  /** Names clients dial the server by (the certificate's DNS names). */
  hosts: readonly string[];
  /** Addresses clients dial the server by. */
  ips?: readonly string[];
  /** Mode of the certificates and the server's key (default 0600; see NatsCredentialsOptions). */
  fileMode?: number;
  /** The CA's common name (default: the bus's CA). */
  caName?: string;
}

function openssl(args: string[]): void {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('openssl is needed to make TLS certificates (apt-get install openssl)');
    }
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`openssl ${args[0]} failed: ${stderr.trim()}`);
  }
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * The CA and the server certificate in `dir` (P-256 keys, by the openssl command line), each
 * made only when missing: a CA made earlier stays, so clients holding its certificate keep
 * trusting the server. Delete the files to renew them.
 */
export function ensureTlsFiles(dir: string, options: TlsOptions): TlsFiles {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files: TlsFiles = {
    caCert: join(dir, 'ca.crt'),
    caKey: join(dir, 'ca.key'),
    serverCert: join(dir, 'server.crt'),
    serverKey: join(dir, 'server.key'),
  };
  if (!existsSync(files.caCert) || !existsSync(files.caKey)) {
    openssl([
      'req',
      '-x509',
      ...EC_KEY,
      '-keyout',
      files.caKey,
      '-out',
      files.caCert,
      '-days',
      '3650',
      '-subj',
      `/CN=${options.caName ?? 'Best Laptops India NATS CA'}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ]);
    rmSync(files.serverCert, { force: true });
  }
  if (!existsSync(files.serverCert) || !existsSync(files.serverKey)) {
    const request = join(dir, 'server.csr');
    const extensions = join(dir, 'server.ext');
    const names = [
      ...options.hosts.map((host) => `DNS:${host}`),
      ...(options.ips ?? []).map((ip) => `IP:${ip}`),
    ];
    writeFileSync(
      extensions,
      [
        `subjectAltName=${names.join(',')}`,
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature,keyEncipherment',
        'extendedKeyUsage=serverAuth',
        '',
      ].join('\n'),
    );
    try {
      openssl([
        'req',
        ...EC_KEY,
        '-keyout',
        files.serverKey,
        '-out',
        request,
        '-subj',
        `/CN=${options.hosts[0]}`,
      ]);
      openssl([
        'x509',
        '-req',
        '-in',
        request,
        '-CA',
        files.caCert,
        '-CAkey',
        files.caKey,
        '-set_serial',
        `0x${randomBytes(16).toString('hex')}`,
        '-days',
        '825',
        '-extfile',
        extensions,
        '-out',
        files.serverCert,
      ]);
    } finally {
      rmSync(request, { force: true });
      rmSync(extensions, { force: true });
    }
  }
  // The CA's key signs nothing at run time: it stays with its owner.
  chmodSync(files.caKey, 0o600);
  for (const file of [files.caCert, files.serverCert, files.serverKey]) {
    chmodSync(file, options.fileMode ?? 0o600);
  }
  return files;
}
