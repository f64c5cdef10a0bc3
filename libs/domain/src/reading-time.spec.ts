import { readingTimeMinutes } from './reading-time';

describe('readingTimeMinutes', () => {
  it('counts the words of the text, not the markup', () => {
    const words = Array.from({ length: 401 }, () => 'laptop').join(' ');
    expect(readingTimeMinutes(`<h2>Title</h2><p>${words}</p>`)).toBe(3);
    expect(readingTimeMinutes('<table><tr><td>₹50,000</td></tr></table>')).toBe(1);
  });
  it('is at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
  });
});
