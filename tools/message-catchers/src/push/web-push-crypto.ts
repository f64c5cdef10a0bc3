import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify } from 'node:crypto';

/*
 * The receiving side of Web Push (what a browser and its push service do), for the push catcher:
 * VAPID (RFC 8292) checked, the aes128gcm payload (RFC 8188) decrypted with the subscription's
 * keys (RFC 8291).
 */

/** A subscription's own keys: what a browser keeps and never sends. */
export interface SubscriptionKeys {
  /** The P-256 private key (raw, 32 bytes). */
  privateKey: Buffer;
  /** Its public key (uncompressed point, 65 bytes): `keys.p256dh`. */
  publicKey: Buffer;
  /** 16 random bytes: `keys.auth`. */
  authSecret: Buffer;
}

export function newSubscriptionKeys(authSecret: Buffer): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret };
}

const label = (text: string) => Buffer.concat([Buffer.from(text, 'ascii'), Buffer.from([0])]);

/** The plaintext of an `aes128gcm` body sent to a subscription with these keys. */
export function decryptPushPayload(body: Buffer, keys: SubscriptionKeys): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not the sender’s P-256 public key');
  if (records.length > recordSize) throw new Error('more than one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([label('WebPush: info'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: nonce'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * The claims of a valid `Authorization: vapid t=<jwt>, k=<key>` for `origin` at `now`: an ES256
 * token signed by `k`, for this push service's origin, expiring within 24 hours. Throws saying
 * what is wrong otherwise.
 */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  now: Date,
): VapidClaims {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const [, token, key] = match;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('t is not a JWT');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not a P-256 public key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not match k');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') throw new Error('the JWT is not ES256');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<VapidClaims>;
  const seconds = now.getTime() / 1_000;
  if (claims.aud !== origin) throw new Error(`aud is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 86_400) {
    throw new Error('exp is not within the next 24 hours');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error('sub is not a mailto: or https: contact');
  }
  return claims as VapidClaims;
}
