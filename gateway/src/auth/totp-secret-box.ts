import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = 'v1';
const PLAIN = 'plain';

/**
 * How a TOTP secret is stored. With ADMIN_TOTP_KEY (32 bytes, base64) it is sealed with
 * AES-256-GCM, bound to its operator's id, so a copy of the database alone does not give the
 * secrets away, nor can a row's secret be moved to another operator. Without the key it is
 * stored as it is, marked `plain.` (a development setting; docs/security.md).
 */
export class TotpSecretBox {
  constructor(private readonly key: Buffer | null) {}

  seal(secret: string, userId: number): string {
    if (!this.key) return `${PLAIN}.${secret}`;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`admin-user:${userId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [SEALED, ...parts].join('.');
  }

  open(stored: string, userId: number): string {
    const [kind, ...parts] = stored.split('.');
    if (kind === PLAIN) return parts.join('.');
    if (kind !== SEALED) throw new Error('a stored TOTP secret is in no known form');
    if (!this.key) throw new Error('a TOTP secret is sealed: ADMIN_TOTP_KEY is needed to read it');
    const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(`admin-user:${userId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}
