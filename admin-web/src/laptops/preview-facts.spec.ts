import {
  buyButtonText,
  cardSpecLines,
  labelForKey,
  offerNote,
  quickFacts,
  reviewParagraphs,
  specificationFacts,
} from './preview-facts';
import { testAdminLaptop } from './test/admin-laptop';

describe('what the previews show', () => {
  it('reads the sheet first, the fields after', () => {
    const laptop = testAdminLaptop({
      specifications: { ram: '16 GB DDR5 5600 MHz', refresh_rate: '144 Hz' },
      storageSize: 1024,
      displaySize: '15.6 inch',
      displayResolution: '1920x1080',
    });
    expect(quickFacts(laptop).map((fact) => fact.value)).toEqual([
      'Intel Core i5-1235U',
      '16 GB DDR5 5600 MHz',
      '1 TB SSD',
      '15.6 inch 1920x1080',
    ]);
    expect(cardSpecLines(laptop)).toEqual(['Core i5-1235U', '16 GB DDR5 5600 MHz', '1024 GB SSD']);
    expect(specificationFacts(laptop).map((fact) => fact.label)).toEqual(['RAM', 'Refresh Rate']);
    expect(labelForKey('os')).toBe('Operating System');
  });

  it('splits the review at blank lines', () => {
    expect(reviewParagraphs('One.\n\n  Two,\nstill two.\n\n\n')).toEqual([
      'One.',
      'Two,\nstill two.',
    ]);
    expect(reviewParagraphs(null)).toEqual([]);
  });

  it('words the buy button by state and stock', () => {
    expect(buyButtonText({ status: 'active', availability: 'in_stock' })).toBe(
      'Check Price On Amazon',
    );
    expect(buyButtonText({ status: 'active', availability: 'out_of_stock' })).toBe('See on Amazon');
    expect(buyButtonText({ status: 'retired', availability: 'in_stock' })).toBeNull();
    expect(buyButtonText({ status: 'active', availability: null }, 'Buy')).toBe('Buy');
    expect(offerNote({ status: 'retired', availability: 'in_stock' })).toBe('No longer sold');
    expect(offerNote({ status: 'active', availability: 'unavailable' })).toBe(
      'Currently unavailable',
    );
    expect(offerNote({ status: 'draft', availability: 'in_stock' })).toBeNull();
  });
});
