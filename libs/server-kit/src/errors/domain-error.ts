import type { ErrorCode, RpcError } from '@bli/contracts';

/** An error a person can act on; its code decides the HTTP status at the gateway. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toRpcError(): RpcError {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('INVALID_INPUT', message, details);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class UpstreamUnavailableError extends DomainError {
  constructor(message: string) {
    super('UPSTREAM_UNAVAILABLE', message);
  }
}
