/** A server the caller may use; stop() ends it only if we started it. */
export interface RunningServer {
  url: string;
  /** Where it came from, for the one log line that says so. */
  source: string;
  stop(): Promise<void>;
}
