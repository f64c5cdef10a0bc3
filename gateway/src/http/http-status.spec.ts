import { ERROR_CODES } from '@bli/contracts';
import { codeForStatus, HTTP_STATUS_BY_CODE } from './http-status';

describe('HTTP status mapping', () => {
  it('gives every error code a status, and the round trip holds for client errors', () => {
    for (const code of ERROR_CODES) {
      const status = HTTP_STATUS_BY_CODE[code];
      expect(status).toBeGreaterThanOrEqual(400);
      if (code !== 'INTERNAL') expect(codeForStatus(status)).toBe(code);
    }
  });

  it('treats unknown 4xx as invalid input and 5xx as internal', () => {
    expect(codeForStatus(418)).toBe('INVALID_INPUT');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });
});
