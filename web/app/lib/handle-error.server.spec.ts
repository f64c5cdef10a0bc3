import { createStaticHandler } from 'react-router';
import { handleError } from './handle-error.server';

let logged: unknown[];
const original = console.error;
beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => void logged.push(args[0]);
});
afterEach(() => {
  console.error = original;
});

const request = (aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return { request: new Request('http://x/', { signal: controller.signal }) };
};

/** What React Router itself reports for a PUT to a route that takes none: its 405. */
async function methodNotAllowed(): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => null }]);
  const context = await handler.query(new Request('http://x/', { method: 'PUT' }));
  if (context instanceof Response) throw new Error('expected a router context');
  return context.errors?.page;
}

it('keeps quiet about a 4xx the router already answered', async () => {
  const error = await methodNotAllowed();
  expect(error).toMatchObject({ status: 405 });
  handleError(error, request());
  expect(logged).toEqual([]);
});

it('logs anything else', () => {
  const failure = new Error('loader failed');
  handleError(failure, request());
  expect(logged).toEqual([failure]);
});

it('logs nothing for a caller who went away', () => {
  handleError(new Error('aborted render'), request(true));
  expect(logged).toEqual([]);
});
