/** "1.59 kg", "1,590 g", "Starting at 1.2kg", "1.46 Kilograms" → kilograms; null when no weight is stated. */
export function parseWeightKg(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:[.,]\d+)*)\s*(kg|kilograms?|g|grams?)\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1].replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return match[2].toLowerCase().startsWith('g') ? Math.round(value) / 1000 : value;
}

/** "41 Wh, up to 7 hours", "Up to 18 hrs" → hours; null when no runtime is stated. */
export function parseBatteryHours(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** "41 Wh, up to 7 hours", "71WHr", "57 Watt Hours" → watt-hours; null when no capacity is stated. */
export function parseBatteryWh(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:\.\d+)?)\s*(?:wh|whr|watt[\s-]?hours?)\b/i.exec(text);
  return match ? Number(match[1]) : null;
}
