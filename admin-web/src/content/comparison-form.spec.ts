import { COMPARISON_FORM, SCORE_RANGE } from './comparison-form';
import { slugFromTitle } from './post-form';
import { savedComparison } from './test/saved-entries';

describe('comparison form', () => {
  it('round-trips a saved comparison, figures and scores as text', () => {
    const saved = savedComparison();
    const form = COMPARISON_FORM.formOf(saved);
    expect(form.processor1.cores).toBe('6');
    expect(form.comparison.performance.singleCore).toEqual(['78', '85']);
    expect(form.budgetRange).toEqual({ min: '40000', max: '60000' });
    expect(COMPARISON_FORM.fieldsOf(form)).toEqual(saved);
  });

  it('sends a score left blank as unreadable, for the contract to name', () => {
    const form = COMPARISON_FORM.formOf(savedComparison());
    const fields = COMPARISON_FORM.fieldsOf({
      ...form,
      comparison: {
        ...form.comparison,
        performance: { ...form.comparison.performance, gaming: ['', '74'] },
      },
    });
    expect(fields.comparison.performance.gaming[0]).toBeNaN();
    expect(fields.comparison.performance.gaming[1]).toBe(74);
  });

  it('is named by its two processors, which a new one takes its slug from', () => {
    const saved = savedComparison();
    expect(COMPARISON_FORM.nameOf(saved)).toBe('Ryzen 5 5500U vs Core i5-1135G7');
    expect(slugFromTitle(COMPARISON_FORM.slugSource(COMPARISON_FORM.formOf(saved)))).toBe(
      saved.slug,
    );
    expect(COMPARISON_FORM.empty.comparison.useCase).toHaveLength(1);
  });

  it('reads the score range from the contract', () => {
    expect(SCORE_RANGE).toEqual({ min: 0, max: 100 });
  });
});
