import {
  BadRequestException,
  Logger,
  ServiceUnavailableException,
  type ArgumentsHost,
} from '@nestjs/common';
import { DomainError } from '@bli/server-kit';
import { HttpErrorFilter } from './http-error.filter';

/** What the filter sent: its status and body. */
function answerTo(exception: unknown): { status: number; body: Record<string, unknown> } {
  const sent = { status: 0, body: {} as Record<string, unknown> };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: Record<string, unknown>) {
      sent.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: 'req-1' }), getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter', () => {
  it('answers a readiness failure as a 503 naming what is not ready', () => {
    const checks = { status: 'unavailable', checks: [{ name: 'database', ok: false }] };
    expect(answerTo(new ServiceUnavailableException(checks))).toEqual({
      status: 503,
      body: {
        error: 'Service unavailable',
        code: 'UPSTREAM_UNAVAILABLE',
        correlationId: 'req-1',
        details: checks,
      },
    });
  });

  it('answers an unreachable database as a 503, whatever the driver wrapped', () => {
    const lookup = Object.assign(new Error('getaddrinfo EAI_AGAIN postgres'), {
      code: 'EAI_AGAIN',
    });
    expect(answerTo(lookup)).toMatchObject({ status: 503, body: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('keeps domain errors and 4xx by their status, anything else a 500 that leaks nothing', () => {
    expect(answerTo(new DomainError('NOT_FOUND', 'No such laptop'))).toMatchObject({
      status: 404,
      body: { error: 'No such laptop', code: 'NOT_FOUND' },
    });
    expect(answerTo(new BadRequestException('bad'))).toMatchObject({ status: 400 });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(answerTo(new Error('secret detail'))).toEqual({
      status: 500,
      body: { error: 'Internal server error', code: 'INTERNAL', correlationId: 'req-1' },
    });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
