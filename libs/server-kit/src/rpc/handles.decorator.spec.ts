import { definePattern, type PayloadOf } from '@bli/contracts';
import { z } from 'zod';
import { responseProblems } from './contract-checks';
import { Handles } from './handles.decorator';

const greet = definePattern(
  'probe.greet',
  z.object({ name: z.string() }),
  z.object({ greeting: z.string(), length: z.number().int() }),
);

// The type-level part: `tsc` (the typecheck target) compiles this file, so each
// `@ts-expect-error` below fails the build if the mistake it marks ever compiles.
export class Handlers {
  @Handles(greet)
  greet({ name }: PayloadOf<typeof greet>) {
    return { greeting: `Hello ${name}`, length: name.length };
  }

  @Handles(greet)
  async later({ name }: PayloadOf<typeof greet>) {
    return { greeting: `Hello ${name}`, length: name.length };
  }

  @Handles(greet)
  constant() {
    return { greeting: 'Hello', length: 5 };
  }

  // @ts-expect-error a reply missing a field of the response schema
  @Handles(greet)
  missing() {
    return { greeting: 'Hello' };
  }

  // @ts-expect-error a field of the wrong type
  @Handles(greet)
  async wrongType() {
    return { greeting: 'Hello', length: '5' };
  }

  // @ts-expect-error a payload the pattern does not carry
  @Handles(greet)
  wrongPayload({ id }: { id: number }) {
    return { greeting: String(id), length: 1 };
  }
}

describe('Handles', () => {
  it('subscribes the method to the subject', () => {
    const pattern = Reflect.getMetadata('microservices:pattern', Handlers.prototype.greet);
    expect(pattern).toEqual([greet.subject]);
  });
});

describe('responseProblems', () => {
  it('accepts a reply that fits the response schema', () => {
    expect(responseProblems(greet, { greeting: 'Hi', length: 2 })).toBeUndefined();
  });

  it('names each field that does not fit', () => {
    expect(responseProblems(greet, { greeting: 3 })).toMatch(/^greeting: .*; length: /);
  });
});
