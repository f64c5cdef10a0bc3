import { slugChange } from './slug-rules';

describe('slugChange', () => {
  it('leaves no redirect before the entry first went live', () => {
    expect(slugChange('draft-title', 'better-title', false, [])).toEqual({
      keepRedirectFrom: null,
      dropRedirect: null,
    });
  });

  it('keeps the old slug as a redirect once the entry has been live', () => {
    expect(slugChange('old-title', 'new-title', true, [])).toEqual({
      keepRedirectFrom: 'old-title',
      dropRedirect: null,
    });
  });

  it('taking back a slug the entry had drops that redirect and keeps the current one', () => {
    expect(slugChange('new-title', 'old-title', true, ['old-title'])).toEqual({
      keepRedirectFrom: 'new-title',
      dropRedirect: 'old-title',
    });
  });

  it('changes nothing when the slug stays', () => {
    expect(slugChange('same', 'same', true, ['older'])).toEqual({
      keepRedirectFrom: null,
      dropRedirect: null,
    });
  });
});
