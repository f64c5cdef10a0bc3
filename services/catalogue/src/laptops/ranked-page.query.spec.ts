import { rankedPageQuery } from './ranked-page.query';

const keysOf = (orderBy: object[]) => orderBy.map((entry) => Object.keys(entry)[0]);

it('turns an equality on an index-leading column into a closed range and orders by it first', () => {
  const query = rankedPageQuery({ priceRange: 3 });
  expect(query.where).toEqual({ priceRange: { $gte: 3, $lte: 3 }, isActive: true });
  expect(keysOf(query.orderBy)[0]).toBe('priceRange');
  expect(query.orderBy).toHaveLength(6);

  const amd = rankedPageQuery({ processorBrand: 'AMD' });
  expect(amd.where).toEqual({ processorBrand: { $gte: 'AMD', $lte: 'AMD' }, isActive: true });
  expect(keysOf(amd.orderBy)[0]).toBe('processorBrand');
});

it('leaves ranges, flags and lists without a leading column in plain rank order', () => {
  for (const where of [{ ramSize: { $gte: 16 } }, { isFeatured: true }, {}]) {
    const query = rankedPageQuery(where);
    expect(query.where).toEqual({ ...where, isActive: true });
    expect(query.orderBy).toHaveLength(5);
    expect(keysOf(query.orderBy)).not.toContain('ramSize');
  }
});
