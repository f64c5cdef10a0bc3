import { z } from 'zod';
import { invalidInputFromZod } from './zod-error';

describe('invalidInputFromZod', () => {
  const schema = z.object({
    name: z.string({ error: 'name is required' }),
    maxPrice: z.number({ error: 'must be a number' }),
  });

  it('names every bad field once, in one sentence', () => {
    const result = schema.safeParse({});
    const error = invalidInputFromZod(result.error!);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe('name is required; maxPrice: must be a number');
    expect(error.details).toEqual({
      fields: [
        { field: 'name', message: 'name is required' },
        { field: 'maxPrice', message: 'must be a number' },
      ],
    });
  });
});
