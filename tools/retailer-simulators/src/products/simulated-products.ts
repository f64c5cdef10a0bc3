import { demoProducts } from './demo-products.data';
import { newLaunchProducts } from './new-launches.data';
import type { SimulatedProduct } from './simulated-product';

/** What the simulated amazon.in sells: the demo catalogue's laptops and the new launches. */
export const simulatedProducts: readonly SimulatedProduct[] = [
  ...demoProducts,
  ...newLaunchProducts,
];
