// The run's figures as text: one line per operation, the corpora, the findings, totals.
import type { FuzzReport } from './fuzz-suite';

function pad(value: string | number, width: number, right = false): string {
  const text = String(value);
  return right ? text.padStart(width) : text.padEnd(width);
}

export function formatReport(report: FuzzReport): string {
  const width = Math.max(...report.operations.map((operation) => operation.operation.length), 9);
  const lines = [
    `${pad('operation', width)} ${pad('sent', 6, true)} ${pad('2xx', 6, true)} ${pad('3xx', 5, true)} ${pad('4xx', 6, true)} ${pad('5xx', 5, true)} ${pad('valid→400', 9, true)} ${pad('failed', 6, true)} ${pad('slowest', 8, true)}`,
  ];
  for (const stat of report.operations) {
    lines.push(
      `${pad(stat.operation, width)} ${pad(stat.sent, 6, true)} ${pad(stat.byClass['2xx'], 6, true)} ${pad(stat.byClass['3xx'], 5, true)} ${pad(stat.byClass['4xx'], 6, true)} ${pad(stat.byClass['5xx'], 5, true)} ${pad(stat.validRefused, 9, true)} ${pad(stat.failures, 6, true)} ${pad(`${Math.round(stat.slowestMs)}ms`, 8, true)}`,
    );
  }
  const generated = report.operations.reduce((sum, stat) => sum + stat.sent, 0);
  const fiveXx = report.operations.reduce((sum, stat) => sum + stat.byClass['5xx'], 0);
  lines.push('', 'corpora:');
  for (const corpus of report.corpora) {
    lines.push(`  ${corpus.corpus}: ${corpus.sent} sent, ${corpus.problems.length} problems`);
    for (const problem of corpus.problems.slice(0, 10)) lines.push(`    - ${problem}`);
  }
  if (report.findings.length > 0) {
    lines.push('', 'findings (shrunk counterexamples):');
    for (const finding of report.findings) {
      lines.push(
        `  ${finding.operation} [${finding.validity}, session ${finding.session}]: ${finding.problem}`,
        `    ${finding.request.method} ${finding.request.url}${finding.request.body === undefined ? '' : ` body ${finding.request.body.slice(0, 300)}`}`,
      );
    }
  }
  lines.push(
    '',
    `operations: ${report.operations.length}; generated requests: ${generated}; all requests: ${report.totalSent}; 5xx: ${fiveXx}; findings: ${report.findings.length}; corpus problems: ${report.corpora.reduce((sum, corpus) => sum + corpus.problems.length, 0)}`,
    `seed ${report.seed} (FUZZ_SEED=${report.seed} repeats this run); ${(report.durationMs / 1_000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
