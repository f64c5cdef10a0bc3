/** A price move smaller than both of these is jitter, never a "drop" (issue #22). */
export const JITTER_RUPEES = 100;
export const JITTER_SHARE = 0.01;

/**
 * The smallest move away from `price` that counts: ₹100 or 1 % of it, whichever is more. Also
 * the margin by which a price must climb back past a line before an alert on it re-arms.
 */
export function noiseMargin(price: number): number {
  return Math.max(JITTER_RUPEES, Math.ceil(price * JITTER_SHARE));
}

/** `to` is below `from` by more than jitter. */
export function isRealDrop(from: number, to: number): boolean {
  return from - to >= noiseMargin(from);
}

/** `price` has climbed back above `line` by the re-arm margin. */
export function isClearlyAbove(price: number, line: number): boolean {
  return price - line >= noiseMargin(line);
}
