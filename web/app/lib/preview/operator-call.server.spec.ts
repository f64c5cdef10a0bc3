import { operatorHeaders } from './operator-call.server';

describe('operatorHeaders', () => {
  it('passes the session cookie and the origin the edge names, nothing else', () => {
    const request = new Request('http://admin.localhost:8080/preview/posts/7', {
      headers: {
        cookie: '__Host-bli_admin=abc',
        'x-forwarded-host': 'admin.example.in',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
        origin: 'https://admin.example.in',
        referer: 'https://admin.example.in/admin/content/posts/7',
      },
    });
    expect(operatorHeaders(request)).toEqual({
      accept: 'application/json',
      cookie: '__Host-bli_admin=abc',
      'x-forwarded-host': 'admin.example.in',
      'x-forwarded-proto': 'https',
    });
  });

  it('names the request’s own host and scheme without an edge, and no cookie without one', () => {
    const request = new Request('http://localhost:3000/preview/posts/7');
    expect(operatorHeaders(request)).toEqual({
      accept: 'application/json',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'http',
    });
  });
});
