import { loginPath, safeReturnPath } from './return-path';

describe('return to the page after login', () => {
  it('remembers the page in the login path', () => {
    expect(loginPath('/price-update?x=1')).toBe('/login?next=%2Fprice-update%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
  });

  it('returns only to paths of the admin app', () => {
    expect(safeReturnPath('/price-update')).toBe('/price-update');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/login?next=/x')).toBe('/');
  });
});
