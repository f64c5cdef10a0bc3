import type { PageFacts } from './service-reply';

/**
 * A service's answer kept as the JSON bytes it sent (a page's: its items, with the page's place
 * in its list beside them), for a caller that passes it on unparsed.
 */
export class RelayedReply {
  readonly json: Buffer;

  constructor(
    json: Uint8Array,
    readonly page?: PageFacts,
  ) {
    // A copy: nats.js hands out a view of its read buffer, and this outlives the message.
    this.json = Buffer.from(json);
  }
}
