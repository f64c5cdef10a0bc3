/**
 * `table[key]` for a key that comes from outside (a URL, the database, a shopper's words): only
 * the table's own entries count, so "constructor" or "__proto__" find nothing instead of
 * Object.prototype's members.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
