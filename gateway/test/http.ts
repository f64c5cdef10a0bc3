export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

/** One HTTP call with its JSON body (or text when it is not JSON) and how long it took. */
export async function call<T = unknown>(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<HttpResult<T>> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    body: body as T,
    headers: response.headers,
    ms: performance.now() - started,
  };
}

export function postJson(baseUrl: string, path: string, body: unknown, raw = false) {
  return call(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}
