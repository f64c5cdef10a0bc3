import { simpleParser, type AddressObject } from 'mailparser';

/** A message the SMTP catcher kept, as a test or an operator reads it over HTTP. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the client said it sends from and to. */
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  subject: string;
  /** Every header by its lower-case name (a repeated header's values joined by ", "). */
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((address) => (address.address ? [address.address] : [])),
  );

/** A header value as text: structured ones (addresses, dates, parameters) by their raw line. */
function headerText(name: string, lines: readonly { key: string; line: string }[]): string {
  return lines
    .filter((line) => line.key === name)
    .map((line) => line.line.slice(line.line.indexOf(':') + 1).trim())
    .join(', ');
}

/** Parses a raw RFC 5322 message as it came over SMTP. */
export async function parseMail(
  id: string,
  raw: Buffer,
  envelope: CaughtMail['envelope'],
  receivedAt: Date,
): Promise<CaughtMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const names = new Set(parsed.headerLines.map((line) => line.key));
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    envelope,
    from: addresses(parsed.from)[0] ?? null,
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    headers: Object.fromEntries(
      [...names].map((name) => [name, headerText(name, parsed.headerLines)]),
    ),
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}
