import { adminSignInHint } from './admin-hint';

describe('adminSignInHint', () => {
  it('names the admin URL and the account from ADMIN_EMAIL, never a password', () => {
    const hint = adminSignInHint(3000, ' ops@example.com ');
    expect(hint).toContain('http://localhost:3000/admin');
    expect(hint).toContain('sign in as ops@example.com with ADMIN_PASSWORD');
  });

  it('says how to get an operator when none is configured', () => {
    expect(adminSignInHint(3000, undefined)).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(adminSignInHint(3000, '  ')).toContain('the first operator is created');
  });

  it('prints the generated operator of the data folder with its password', () => {
    const hint = adminSignInHint(3000, undefined, {
      email: 'admin@bestlaptops.local',
      password: 'generated-secret',
    });
    expect(hint).toMatch(
      /^Admin: http:\/\/localhost:3000\/admin — log in as admin@bestlaptops\.local \/ generated-secret/,
    );
  });
});
