/** docs/product-rules.md §2: the Keepa refill time in minutes, or hours and minutes at 60 or more. */
export function formatRefillTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
