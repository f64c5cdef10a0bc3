import type { ProcessorSpec } from '@bli/contracts';

/** AMD red, Intel blue: whole class names, so Tailwind generates them. */
export function chipColors(brand: ProcessorSpec['brand']) {
  return brand === 'AMD'
    ? { bar: 'bg-red-500', text: 'text-red-700', soft: 'bg-red-50 border-red-200' }
    : { bar: 'bg-blue-600', text: 'text-blue-700', soft: 'bg-blue-50 border-blue-200' };
}
