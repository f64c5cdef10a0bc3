import type { Page } from '@bli/contracts';
import type { Serializer } from '@nestjs/microservices';
import { headers as natsHeaders, type Msg, type MsgHdrs } from '@nats-io/transport-node';

/** What a reply holds: `ok` (the response's JSON), `page` (a page's items) or `error`. */
export const REPLY_KIND_HEADER = 'bli-reply';
/** A page's place in its list (`total`, `page`, `pageSize`, `nextCursor`), as JSON. */
export const PAGE_FACTS_HEADER = 'bli-page';

export type PageFacts = Omit<Page<unknown>, 'items'>;

/** A reply off the wire, its body still bytes: what the gateway can pass on without parsing. */
export type DecodedReply =
  { kind: 'ok'; json: Uint8Array; page?: PageFacts } | { kind: 'error'; err: unknown };

/** The packet Nest hands a transport's serializer for a request's answer. */
interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const PAGE_KEYS = new Set(['items', 'total', 'page', 'pageSize', 'nextCursor']);

function isPage(value: unknown): value is Page<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const page = value as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    typeof page.total === 'number' &&
    typeof page.page === 'number' &&
    typeof page.pageSize === 'number' &&
    Object.keys(page).every((key) => PAGE_KEYS.has(key))
  );
}

/**
 * How a service answers over NATS: the body is the response's own JSON (a page's: its items
 * array, the rest in a header), so the gateway can send it to the browser as it came, without
 * parsing it and writing it again; the kind travels in a header. Nest's default wraps every
 * answer in `{ response, isDisposed, id }` instead, which only a parse can take apart.
 */
export class ServiceReplySerializer implements Serializer<
  ReplyPacket,
  { data: string; headers: MsgHdrs }
> {
  serialize(packet: ReplyPacket): { data: string; headers: MsgHdrs } {
    const headers = natsHeaders();
    if (packet.err !== undefined && packet.err !== null) {
      headers.set(REPLY_KIND_HEADER, 'error');
      return { data: JSON.stringify(packet.err), headers };
    }
    const { response } = packet;
    if (isPage(response)) {
      const { items, ...facts } = response;
      headers.set(REPLY_KIND_HEADER, 'page');
      headers.set(PAGE_FACTS_HEADER, JSON.stringify(facts));
      return { data: JSON.stringify(items), headers };
    }
    headers.set(REPLY_KIND_HEADER, 'ok');
    // Nothing to answer (a handler that completed empty): an empty body, read as undefined.
    return { data: response === undefined ? '' : JSON.stringify(response), headers };
  }
}

/** A service's reply as `ServiceReplySerializer` wrote it. */
export function decodeReply(msg: Msg): DecodedReply {
  const kind = msg.headers?.get(REPLY_KIND_HEADER);
  if (kind === 'error') return { kind, err: msg.json() };
  if (kind === 'page') {
    const facts = JSON.parse(msg.headers?.get(PAGE_FACTS_HEADER) ?? '') as PageFacts;
    return { kind: 'ok', json: msg.data, page: facts };
  }
  if (kind === 'ok') return { kind, json: msg.data };
  return { kind: 'error', err: { code: 'INTERNAL', message: 'A reply of an unknown kind' } };
}

/** The response a decoded reply carries, parsed (a page put back together). */
export function parseReply(reply: Extract<DecodedReply, { kind: 'ok' }>): unknown {
  if (reply.json.length === 0) return undefined;
  const value: unknown = JSON.parse(
    Buffer.from(reply.json.buffer, reply.json.byteOffset, reply.json.length).toString('utf8'),
  );
  return reply.page ? { ...reply.page, items: value } : value;
}
