/** docs/product-rules.md §2 price range buying guide: use cases by the range's maxPrice (thresholds 50000, 100000). */
export function budgetUseCases(maxPrice: number): readonly string[] {
  if (maxPrice <= 50_000) {
    return ['Student work', 'Office work', 'Web browsing', 'Light photo editing'];
  }
  if (maxPrice <= 100_000) {
    return [
      'Professional work',
      'Content creation',
      'Medium-to-high gaming',
      'Software development',
    ];
  }
  return ['High-end gaming and VR', 'Video editing', '3D/CAD work', 'Machine learning'];
}

/** docs/product-rules.md §9: the travel use case's weight limit, in kg. */
export const TRAVEL_WEIGHT_LIMIT_KG = 1.4;
