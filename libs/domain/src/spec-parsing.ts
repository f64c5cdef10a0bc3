/** "1.59 kg", "1,590 g", "Starting at 1.2kg" → kilograms; null when no weight is stated. */
export function parseWeightKg(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:[.,]\d+)*)\s*(kg|g)\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1].replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return match[2].toLowerCase() === 'g' ? Math.round(value) / 1000 : value;
}

/** "41 Wh, up to 7 hours", "Up to 18 hrs" → hours; null when no runtime is stated. */
export function parseBatteryHours(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(text);
  return match ? Number(match[1]) : null;
}
