import { GUIDE_FORM } from './guide-form';
import { savedGuide } from './test/saved-entries';

describe('guide form', () => {
  it('round-trips a saved guide, keywords one a line', () => {
    const saved = savedGuide();
    const form = GUIDE_FORM.formOf(saved);
    expect(form.targetKeywords).toBe('ryzen 5 laptop\nbest ryzen 5 laptop');
    expect(GUIDE_FORM.fieldsOf(form)).toEqual(saved);
    expect(GUIDE_FORM.formOf(savedGuide({ markdown: null })).markdown).toBe('');
  });

  it('is named by its title, and a new one takes its slug from it', () => {
    expect(GUIDE_FORM.nameOf(savedGuide())).toBe('AMD Ryzen 5 laptops');
    expect(GUIDE_FORM.slugSource({ ...GUIDE_FORM.empty, title: 'Intel Core i5' })).toBe(
      'Intel Core i5',
    );
  });
});
