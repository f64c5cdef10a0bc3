import { validAdminCredentials } from './admin-accounts';

describe('validAdminCredentials', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(validAdminCredentials('  Ops@Example.COM ', ' twelve chars ')).toEqual({
      email: 'ops@example.com',
      password: ' twelve chars ',
    });
  });

  it('names the field that is wrong', () => {
    expect(() => validAdminCredentials('not-an-email', 'long enough password')).toThrow(/^email/);
    expect(() => validAdminCredentials('ops@example.com', 'short')).toThrow(
      /^password must be at least 12 characters/,
    );
    expect(() => validAdminCredentials('ops@example.com', undefined)).toThrow(/^password/);
    expect(() => validAdminCredentials('ops@example.com', 'x'.repeat(257))).toThrow(
      /^password must be at most 256/,
    );
  });
});
