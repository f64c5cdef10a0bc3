import type { SimulatedProduct } from './simulated-product';

/** What a simulated retailer sells, by asin, in a stable order. */
export class ProductCatalogue {
  private readonly byAsin: Map<string, SimulatedProduct>;

  constructor(products: readonly SimulatedProduct[]) {
    this.byAsin = new Map(products.map((product) => [product.asin, product]));
  }

  get(asin: string): SimulatedProduct | undefined {
    return this.byAsin.get(asin);
  }

  all(): SimulatedProduct[] {
    return [...this.byAsin.values()];
  }

  get size(): number {
    return this.byAsin.size;
  }
}
