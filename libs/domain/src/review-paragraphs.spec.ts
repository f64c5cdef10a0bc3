import { reviewParagraphs } from './review-paragraphs';

describe('reviewParagraphs', () => {
  it('splits at blank lines; any other line break is a space', () => {
    expect(reviewParagraphs('One.\n\n  Two,\nstill two.\n\n\n')).toEqual([
      'One.',
      'Two, still two.',
    ]);
  });

  it('keeps markup as text: the front ends escape it', () => {
    const review =
      'First paragraph\nstill first.\n\n<b>Second</b> & <script>alert(1)</script>\n\n ';
    expect(reviewParagraphs(review)).toEqual([
      'First paragraph still first.',
      '<b>Second</b> & <script>alert(1)</script>',
    ]);
  });

  it('is empty without a review', () => {
    expect(reviewParagraphs(null)).toEqual([]);
    expect(reviewParagraphs(undefined)).toEqual([]);
    expect(reviewParagraphs(' \n\n ')).toEqual([]);
  });
});
