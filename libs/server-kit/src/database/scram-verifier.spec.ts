import { createHash, createHmac } from 'node:crypto';
import { scramSha256Verifier } from './scram-verifier';

// RFC 7677, section 3: the exchange of user "user" with password "pencil". A verifier is right
// when its StoredKey checks the client's proof and its ServerKey makes the server's signature.
const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
const authMessage =
  'n=user,r=rOprNGfwEbeRWgbNEkqO,' +
  'r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,' +
  'c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
const clientProof = Buffer.from('dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=', 'base64');
const serverSignature = '6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=';

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

describe('scramSha256Verifier', () => {
  it('stores the keys of RFC 7677’s example exchange', () => {
    const verifier = scramSha256Verifier('pencil', salt);
    const [, iterations, saltText, storedKeyText, serverKeyText] =
      /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier) ?? [];
    expect({ iterations, saltText }).toEqual({
      iterations: '4096',
      saltText: salt.toString('base64'),
    });

    const storedKey = Buffer.from(storedKeyText, 'base64');
    const clientSignature = hmac(storedKey, authMessage);
    const clientKey = Buffer.from(clientProof.map((byte, i) => byte ^ clientSignature[i]));
    expect(createHash('sha256').update(clientKey).digest()).toEqual(storedKey);
    expect(hmac(Buffer.from(serverKeyText, 'base64'), authMessage).toString('base64')).toBe(
      serverSignature,
    );
  });

  it('salts every verifier afresh', () => {
    expect(scramSha256Verifier('pencil')).not.toBe(scramSha256Verifier('pencil'));
  });

  it('refuses a password PostgreSQL would normalise differently', () => {
    expect(() => scramSha256Verifier('pass word')).toThrow(/printable ASCII/);
    expect(() => scramSha256Verifier('pässword')).toThrow(/printable ASCII/);
  });
});
