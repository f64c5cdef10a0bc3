/** Part numbers such as "X1502ZA-EJ532WS", "82XQ00BBIN" or "fq5111TU": letters and digits, 6+ long. */
const PART_NUMBER = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9.-]{6,}$/;

export interface NamedLaptop {
  brand: string;
  model: string | null;
  title: string;
}

/**
 * A readable name: brand plus model without its part numbers ("HP 15s" from model
 * "15s fq5111TU"), else the title up to its first break.
 */
export function shortName(laptop: NamedLaptop): string {
  const model = (laptop.model ?? '')
    .split(/\s+/)
    .filter((token) => token && !PART_NUMBER.test(token))
    .join(' ');
  if (model) {
    return model.toLowerCase().startsWith(laptop.brand.toLowerCase())
      ? model
      : `${laptop.brand} ${model}`;
  }
  return laptop.title.split(/[,:|(]/)[0].trim();
}

/**
 * The laptop's name: its title up to the first comma, colon, semicolon or bracket
 * ("HP Victus Gaming Laptop", "Apple MacBook Pro 16-inch Laptop with M4 Pro chip").
 */
export function laptopName(laptop: Pick<NamedLaptop, 'title'>): string {
  return laptop.title.split(/[,:;]| \(/)[0].trim() || laptop.title;
}
