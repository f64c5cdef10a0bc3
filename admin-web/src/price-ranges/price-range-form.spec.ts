import { ApiError, fieldErrorsByName } from '../lib/api-error';
import {
  emptyPriceRangeForm,
  PRICE_RANGE_FORM_FIELDS,
  priceRangeRequest,
  withName,
  withSlug,
} from './price-range-form';

describe('the add-range form', () => {
  it('generates the slug from the name by the spec §5 rule', () => {
    const form = withName(emptyPriceRangeForm(), '  Under ₹45,000 -- Students!  ');
    expect(form.slug).toBe('under-45-000-students');
  });

  it('keeps an edited slug when the name changes afterwards', () => {
    const edited = withSlug(withName(emptyPriceRangeForm(), 'Under 45000'), 'budget-45k');
    expect(withName(edited, 'Under 46000').slug).toBe('budget-45k');
  });

  it('ignores a submit with name, slug or maxPrice empty or zero', () => {
    const filled = { ...withName(emptyPriceRangeForm(), 'Under 45000'), maxPrice: '45000' };
    expect(priceRangeRequest(filled)).not.toBeNull();
    expect(priceRangeRequest({ ...filled, name: '  ' })).toBeNull();
    expect(priceRangeRequest({ ...filled, slug: '' })).toBeNull();
    expect(priceRangeRequest({ ...filled, maxPrice: '' })).toBeNull();
    expect(priceRangeRequest({ ...filled, maxPrice: '0' })).toBeNull();
  });

  it('sends integer prices with min defaulting to 0 and blank SEO texts as null', () => {
    const form = {
      ...withName(emptyPriceRangeForm(), 'Under 45000'),
      minPrice: '',
      maxPrice: '45000',
    };
    expect(priceRangeRequest(form)).toEqual({
      name: 'Under 45000',
      slug: 'under-45000',
      minPrice: 0,
      maxPrice: 45000,
      seoTitle: null,
      seoDescription: null,
      isActive: true,
    });
  });
});

describe('server errors next to the fields', () => {
  const fields = [...PRICE_RANGE_FORM_FIELDS];

  it('puts each named field under its input and the rest under the form', () => {
    const error = new ApiError(400, '400: …', 'minPrice must not be greater than maxPrice', [
      { field: 'minPrice', message: 'minPrice must not be greater than maxPrice' },
      { field: '(body)', message: 'body must be an object' },
    ]);
    expect(fieldErrorsByName(error, fields)).toEqual({
      minPrice: 'minPrice must not be greater than maxPrice',
      form: 'body must be an object',
    });
  });

  it('puts a taken slug (409) next to the slug', () => {
    const error = new ApiError(409, '409: …', 'A price range with slug under-1 exists', []);
    expect(fieldErrorsByName(error, fields)).toEqual({
      slug: 'A price range with slug under-1 exists',
    });
  });

  it('has nothing to say about other errors', () => {
    expect(fieldErrorsByName(new Error('offline'), fields)).toEqual({});
  });
});
