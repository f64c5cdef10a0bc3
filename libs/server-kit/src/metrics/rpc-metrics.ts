/** `ok` and `error` were handled; `expired` were dropped unhandled, past the caller's deadline. */
export type RpcOutcome = 'ok' | 'error' | 'expired';

/** Counts of messages per subject and outcome, in Prometheus' text format. */
export class RpcMetrics {
  private readonly counts = new Map<string, number>();

  record(subject: string, outcome: RpcOutcome): void {
    const key = `${subject}\u0000${outcome}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  render(): string {
    const lines = [
      '# HELP rpc_messages_total NATS request messages by outcome (expired: dropped, past the deadline).',
      '# TYPE rpc_messages_total counter',
    ];
    for (const [key, count] of [...this.counts].sort()) {
      const [subject, outcome] = key.split('\u0000');
      lines.push(`rpc_messages_total{subject="${subject}",outcome="${outcome}"} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
