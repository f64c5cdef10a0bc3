import { ApiError, apiErrorFromBody } from '../lib/api-error';
import { needsCode } from './login-step';

const answer = (status: number, body: unknown) =>
  apiErrorFromBody(status, 'Unauthorized', JSON.stringify(body));

describe('needsCode', () => {
  it('is true for the 401 that asks for the authenticator code', () => {
    const asked = answer(401, {
      error: 'Enter the 6-digit code from your authenticator app',
      code: 'UNAUTHORISED',
      details: { reason: 'totp-required' },
    });
    expect(needsCode(asked)).toBe(true);
  });

  it('is false for a wrong password, a wrong code, other statuses and other errors', () => {
    expect(needsCode(answer(401, { error: 'Invalid email or password' }))).toBe(false);
    expect(needsCode(answer(401, { error: 'Invalid authentication code' }))).toBe(false);
    expect(needsCode(answer(429, { details: { reason: 'totp-required' } }))).toBe(false);
    expect(needsCode(new ApiError(401, '401: x', null, []))).toBe(false);
    expect(needsCode(new Error('network'))).toBe(false);
  });
});
