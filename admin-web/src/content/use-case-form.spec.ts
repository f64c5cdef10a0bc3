import { picksInOrder, USE_CASE_FORM } from './use-case-form';
import { savedUseCase } from './test/saved-entries';

describe('use-case list form', () => {
  it('round-trips a saved list, thresholds as text and absent ones blank', () => {
    const saved = savedUseCase();
    const form = USE_CASE_FORM.formOf(saved);
    expect(form.criteria).toEqual({
      minPrice: '35000',
      maxPrice: '60000',
      minRamGb: '8',
      maxWeightKg: '',
      minBatteryHours: '',
      requiresSsd: true,
      requiresDedicatedGraphics: false,
    });
    expect(JSON.parse(JSON.stringify(USE_CASE_FORM.fieldsOf(form)))).toEqual(saved);
  });

  it('leaves out blank and unticked thresholds, and sends a blank price as unreadable', () => {
    const form = USE_CASE_FORM.formOf(
      savedUseCase({ criteria: { minPrice: 0, maxPrice: 50_000, requiresSsd: false } }),
    );
    const { criteria } = USE_CASE_FORM.fieldsOf({
      ...form,
      criteria: { ...form.criteria, maxPrice: ' ', maxWeightKg: '1.8' },
    });
    expect(JSON.parse(JSON.stringify(criteria))).toEqual({
      minPrice: 0,
      maxPrice: null,
      maxWeightKg: 1.8,
    });
    expect(criteria.maxPrice).toBeNaN();
  });

  it('keeps each pick’s paragraph through a new order, and starts a new pick empty', () => {
    const picks = [
      { laptopSlug: 'a', note: 'A' },
      { laptopSlug: 'b', note: 'B' },
    ];
    expect(picksInOrder(picks, ['b', 'c', 'a'])).toEqual([
      { laptopSlug: 'b', note: 'B' },
      { laptopSlug: 'c', note: '' },
      { laptopSlug: 'a', note: 'A' },
    ]);
    expect(picksInOrder(picks, ['a'])).toEqual([{ laptopSlug: 'a', note: 'A' }]);
  });
});
