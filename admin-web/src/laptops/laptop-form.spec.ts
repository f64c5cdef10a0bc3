import { MIN_REVIEW_LENGTH } from '@bli/contracts';
import {
  BY_PRICE,
  changedFields,
  formFromLaptop,
  hasChanges,
  linesOf,
  reviewLength,
  reviewLengthText,
  specificationsOf,
  tagsOf,
  withChanges,
} from './laptop-form';
import { testAdminLaptop } from './test/admin-laptop';

describe('the laptop form', () => {
  const laptop = testAdminLaptop({
    model: 'Victus 15',
    pros: ['Bright screen', 'Fast SSD'],
    features: ['Backlit keyboard'],
    specifications: { os: 'Windows 11', processor: 'Intel Core i5', refreshRate: '144 Hz' },
    featureTags: ['backlit-keyboard'],
    useCaseTags: ['students', 'programming'],
    review: 'Good.',
  });

  it('sends nothing for an untouched form', () => {
    const diff = changedFields(laptop, formFromLaptop(laptop));
    expect(diff).toEqual({ changes: {}, errors: {} });
    expect(hasChanges(diff)).toBe(false);
  });

  it('puts the named sheet keys first, then the others', () => {
    expect(formFromLaptop(laptop).specifications.map((row) => row.key)).toEqual([
      'processor',
      'os',
      'refreshRate',
    ]);
  });

  it('sends only the fields that changed, as the API types them', () => {
    const form = {
      ...formFromLaptop(laptop),
      processorModel: 'Core i7-13620H',
      ramSize: '32',
      pros: 'Bright screen\n\n  Fast SSD  \nLong battery',
      model: '   ',
    };
    expect(changedFields(laptop, form).changes).toEqual({
      processorModel: 'Core i7-13620H',
      ramSize: 32,
      pros: ['Bright screen', 'Fast SSD', 'Long battery'],
      model: null,
    });
  });

  it('ignores edits that only add spaces or reorder sheet keys', () => {
    const form = formFromLaptop(laptop);
    const edited = {
      ...form,
      title: `  ${form.title} `,
      pros: `${form.pros}\n\n`,
      specifications: [...form.specifications].reverse(),
      useCaseTags: 'students,programming',
    };
    expect(changedFields(laptop, edited).changes).toEqual({});
  });

  it('sends the whole sheet when one line changes, without empty lines', () => {
    const form = formFromLaptop(laptop);
    const specifications = [
      ...form.specifications.filter((row) => row.key !== 'os'),
      { key: 'battery', value: ' 70 Wh ' },
      { key: '', value: 'orphan' },
    ];
    expect(changedFields(laptop, { ...form, specifications }).changes).toEqual({
      specifications: { processor: 'Intel Core i5', refreshRate: '144 Hz', battery: '70 Wh' },
    });
  });

  it('keeps a number that is not one out of the body and names it', () => {
    const form = {
      ...formFromLaptop(laptop),
      ramSize: '16.5',
      storageSize: 'lots',
      isFeatured: true,
    };
    expect(changedFields(laptop, form)).toEqual({
      changes: { isFeatured: true },
      errors: {
        ramSize: 'ramSize must be a whole number',
        storageSize: 'storageSize must be a whole number',
      },
    });
  });

  it('sends a range picked by hand, and null to go back to "by price"', () => {
    const byPrice = formFromLaptop(laptop);
    expect(byPrice.priceRange).toBe(BY_PRICE);
    expect(changedFields(laptop, { ...byPrice, priceRange: '3' }).changes).toEqual({
      priceRangeId: 3,
    });
    const locked = testAdminLaptop({ priceRangeId: 3, priceRangeLocked: true });
    expect(formFromLaptop(locked).priceRange).toBe('3');
    expect(
      changedFields(locked, { ...formFromLaptop(locked), priceRange: BY_PRICE }).changes,
    ).toEqual({ priceRangeId: null });
  });

  it('previews the laptop with the changes', () => {
    const preview = withChanges(laptop, { title: 'A new title here', priceRangeId: null });
    expect(preview.title).toBe('A new title here');
    expect(preview.priceRangeId).toBe(laptop.priceRangeId);
    expect(withChanges(laptop, { priceRangeId: 4 }).priceRangeId).toBe(4);
  });

  it('reads lines and tags as typed', () => {
    expect(linesOf(' a \n\n b\n')).toEqual(['a', 'b']);
    expect(tagsOf('gaming, students\nvideo-editing  ')).toEqual([
      'gaming',
      'students',
      'video-editing',
    ]);
    expect(specificationsOf([{ key: ' ram ', value: ' 16 GB ' }])).toEqual({ ram: '16 GB' });
  });
});

describe('the review length rule', () => {
  it(`counts the text without outer spaces against ${MIN_REVIEW_LENGTH}`, () => {
    expect(reviewLength(`  ${'a'.repeat(299)}  `)).toEqual({
      length: 299,
      min: MIN_REVIEW_LENGTH,
      enough: false,
      missing: 1,
    });
    expect(reviewLength('a'.repeat(300)).enough).toBe(true);
  });

  it('says how much is missing, or that it is enough', () => {
    expect(reviewLengthText('a'.repeat(120))).toBe('120 / 300 characters — 180 more to publish');
    expect(reviewLengthText('a'.repeat(312))).toBe('312 characters (at least 300 to publish)');
  });
});
