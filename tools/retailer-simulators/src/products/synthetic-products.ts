import { unitHash } from './price-drift';
import type { SimulatedProduct } from './simulated-product';

const BRANDS = ['HP', 'Lenovo', 'ASUS', 'Acer', 'Dell', 'MSI', 'Samsung', 'Infinix'];
const LINES = ['Vivobook', 'IdeaPad', 'Pavilion', 'Aspire', 'Inspiron', 'Modern', 'Galaxy Book'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `B0S` + 7 base-36 digits: distinct from the demo catalogue's asins. */
export function syntheticAsin(index: number): string {
  let digits = '';
  let rest = index;
  for (let i = 0; i < 7; i++) {
    digits = ALPHABET[rest % 36] + digits;
    rest = Math.floor(rest / 36);
  }
  return `B0S${digits}`;
}

/** `count` invented laptops from ₹20,000 to ₹2,50,000, the same list every time. */
export function syntheticProducts(count: number, start = 0): SimulatedProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const index = start + i;
    const asin = syntheticAsin(index);
    const random = (what: string) => unitHash(`${asin}:${what}`);
    const basePrice = Math.round((20_000 + random('price') ** 2 * 230_000) / 100) * 100 - 10;
    const brand = BRANDS[Math.floor(random('brand') * BRANDS.length)];
    const line = LINES[Math.floor(random('line') * LINES.length)];
    return {
      asin,
      title: `${brand} ${line} ${index + 1}, 16GB RAM, 512GB SSD, 15.6-inch FHD, Windows 11 Home`,
      brand,
      basePrice,
      listPrice: Math.round((basePrice * (1.1 + random('mrp') * 0.3)) / 100) * 100 - 1,
      rating: Math.round((3.5 + random('rating') * 1.4) * 10) / 10,
      reviewCount: Math.floor(random('reviews') * 5_000),
    };
  });
}
