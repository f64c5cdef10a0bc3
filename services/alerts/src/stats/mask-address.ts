/** "shopper@example.com" → "s***@example.com": enough for an operator to tell rows apart. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Masks every address in a text (an SMTP server's error often quotes the recipient). */
export function maskAddressesIn(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (address) => maskAddress(address));
}
