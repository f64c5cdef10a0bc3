import { compareNotices } from './compare-notices';

describe('compare notices', () => {
  it('names what the URL asked for and the page left out', () => {
    expect(
      compareNotices({ laptops: [], unknown: ['nope'], duplicates: ['a'], overLimit: ['e'] }),
    ).toEqual([
      'We couldn\u2019t find \u201cnope\u201d, so it was left out.',
      '\u201ca\u201d was listed more than once; it is shown once.',
      'You can compare up to 4 laptops: \u201ce\u201d was left out.',
    ]);
    expect(compareNotices({ laptops: [], unknown: [], duplicates: [], overLimit: [] })).toEqual([]);
  });
});
