import { Laptop } from '../entities';
import { applyLaptopChanges, remainingParsedFields, sameValue } from './laptop-changes';

function laptop(): Laptop {
  return Object.assign(new Laptop(), {
    title: 'HP Victus 15, Intel Core i5-13420H, 16GB DDR4, 512GB SSD',
    brand: 'HP',
    model: 'Victus 15 fa1351TX',
    processorModel: 'Core i5-13420H',
    ramSize: 16,
    isFeatured: false,
    pros: ['Good keyboard'],
    specifications: { processor: 'Intel Core i5-13420H', ram: '16 GB DDR4' },
    review: 'Old review',
    parsedFields: ['model', 'processorModel', 'ramSize', 'specifications'],
  });
}

describe('applyLaptopChanges', () => {
  it('sets the given fields that differ and answers one change per field, old → new', () => {
    const target = laptop();
    const changes = applyLaptopChanges(target, {
      processorModel: 'Core i5-12450H',
      ramSize: 16,
      isFeatured: true,
      pros: ['Good keyboard', 'Quiet fans'],
    });
    expect(changes).toEqual([
      { field: 'processorModel', oldValue: 'Core i5-13420H', newValue: 'Core i5-12450H' },
      { field: 'isFeatured', oldValue: false, newValue: true },
      {
        field: 'pros',
        oldValue: ['Good keyboard'],
        newValue: ['Good keyboard', 'Quiet fans'],
      },
    ]);
    expect(target).toMatchObject({
      processorModel: 'Core i5-12450H',
      ramSize: 16,
      isFeatured: true,
      pros: ['Good keyboard', 'Quiet fans'],
    });
  });

  it('sees the same specifications in another key order as no change', () => {
    const target = laptop();
    expect(
      applyLaptopChanges(target, {
        specifications: { ram: '16 GB DDR4', processor: 'Intel Core i5-13420H' },
      }),
    ).toEqual([]);
  });

  it('stores emptied free text as none', () => {
    const target = laptop();
    expect(applyLaptopChanges(target, { review: '', model: '' })).toEqual([
      { field: 'review', oldValue: 'Old review', newValue: null },
      { field: 'model', oldValue: 'Victus 15 fa1351TX', newValue: null },
    ]);
    expect(target.review).toBeNull();
  });
});

describe('remainingParsedFields', () => {
  it('drops the parsed fields changed or confirmed, and keeps the others in order', () => {
    const moved = [
      { field: 'processorModel', oldValue: 'a', newValue: 'b' },
      { field: 'isFeatured', oldValue: false, newValue: true },
    ];
    expect(
      remainingParsedFields(['model', 'processorModel', 'ramSize', 'specifications'], moved, [
        'ramSize',
      ]),
    ).toEqual(['model', 'specifications']);
  });
});

describe('sameValue', () => {
  it('compares JSON values deeply', () => {
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1, b: [1] }, { b: [1], a: 1 })).toBe(true);
  });
});
