/**
 * Retries an assertion until it passes or the time is up, then rethrows its last failure: for
 * what another process does in its own time (a poll, a render), never a fixed pause.
 */
export async function eventually<T>(
  assertion: () => Promise<T> | T,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
