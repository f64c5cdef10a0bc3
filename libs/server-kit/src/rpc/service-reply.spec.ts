import type { Msg } from '@nats-io/transport-node';
import {
  decodeReply,
  PAGE_FACTS_HEADER,
  parseReply,
  REPLY_KIND_HEADER,
  ServiceReplySerializer,
} from './service-reply';

const serializer = new ServiceReplySerializer();

/** What the caller receives of a packet the service answered. */
function received(packet: object): Msg {
  const { data, headers } = serializer.serialize({ id: 'call-1', isDisposed: true, ...packet });
  const bytes = new TextEncoder().encode(data);
  return { data: bytes, headers, json: () => JSON.parse(data) as unknown } as unknown as Msg;
}

function roundTrip(response: unknown): unknown {
  const reply = decodeReply(received({ response }));
  if (reply.kind !== 'ok') throw new Error(`decoded as ${reply.kind}`);
  return parseReply(reply);
}

it("writes a page's items as the body and its place in the list as a header", () => {
  const page = { items: [{ slug: 'a' }], total: 41, page: 3, pageSize: 20, nextCursor: 'c-60' };
  const msg = received({ response: page });
  expect(new TextDecoder().decode(msg.data)).toBe('[{"slug":"a"}]');
  expect(msg.headers?.get(REPLY_KIND_HEADER)).toBe('page');
  expect(JSON.parse(msg.headers?.get(PAGE_FACTS_HEADER) ?? '')).toEqual({
    total: 41,
    page: 3,
    pageSize: 20,
    nextCursor: 'c-60',
  });
  expect(roundTrip(page)).toEqual(page);
});

it('writes any other answer as its own JSON, and reads back what was sent', () => {
  const laptop = { slug: 'a', items: ['not', 'a', 'page'], total: 1 };
  const msg = received({ response: laptop });
  expect(msg.headers?.get(REPLY_KIND_HEADER)).toBe('ok');
  expect(new TextDecoder().decode(msg.data)).toBe(JSON.stringify(laptop));
  expect(roundTrip(laptop)).toEqual(laptop);
  // A page with a key of its own is not a page: it travels whole.
  const extra = { items: [], total: 0, page: 1, pageSize: 10, note: 'x' };
  expect(received({ response: extra }).headers?.get(REPLY_KIND_HEADER)).toBe('ok');
  expect(roundTrip(extra)).toEqual(extra);
  expect(roundTrip([1, 2])).toEqual([1, 2]);
  expect(roundTrip(null)).toBeNull();
  expect(roundTrip(undefined)).toBeUndefined();
});

it("writes a failure as the service's error", () => {
  const err = { code: 'NOT_FOUND', message: 'No laptop a' };
  expect(decodeReply(received({ err }))).toEqual({ kind: 'error', err });
});

it('reads a reply without a kind, from something else on the subject, as an internal error', () => {
  const msg = { data: new Uint8Array(), headers: undefined } as unknown as Msg;
  expect(decodeReply(msg)).toEqual({
    kind: 'error',
    err: { code: 'INTERNAL', message: 'A reply of an unknown kind' },
  });
});
