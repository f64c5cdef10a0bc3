import type { z } from 'zod';

/**
 * A request/reply message: its NATS subject and the schemas of both directions.
 * The typed client derives payload and result types from it, so a wrong payload fails to compile.
 */
export interface MessagePattern<Req extends z.ZodType, Res extends z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly response: Res;
}

export function definePattern<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  response: Res,
): MessagePattern<Req, Res> {
  return { subject, request, response };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPattern = MessagePattern<any, any>;
/** What a caller sends (defaults may be left out). */
export type RequestOf<P extends AnyPattern> = z.input<P['request']>;
/** What a handler receives once the schema has validated and defaulted it. */
export type PayloadOf<P extends AnyPattern> = z.output<P['request']>;
export type ResponseOf<P extends AnyPattern> = z.output<P['response']>;
