import { formatAsOf, formatDateEnIn, formatDayMonth, formatInr, formatIst } from './format';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(104990)).toBe('₹1,04,990');
    expect(formatInr(29990)).toBe('₹29,990');
    expect(formatInr(1250000)).toBe('₹12,50,000');
  });
});

describe('en-IN dates', () => {
  it('formats in India time', () => {
    expect(formatDateEnIn('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatDayMonth('2026-03-05T00:00:00Z')).toBe('5 Mar');
  });
  it('changes the date at midnight in India, however often a day is asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatDateEnIn('2026-11-21T18:29:59.999Z')).toBe('21 Nov 2026');
      expect(formatDateEnIn('2026-11-21T18:30:00Z')).toBe('22 Nov 2026');
      expect(formatDateEnIn(new Date('2026-11-22T18:29:00Z'))).toBe('22 Nov 2026');
    }
    expect(() => formatDateEnIn('not a date')).toThrow(RangeError);
  });
  it('gives a time with its date and zone', () => {
    expect(formatIst('2026-11-22T08:41:00Z')).toBe('22 Nov 2026, 14:11 IST');
    expect(formatIst('2026-11-21T20:00:00Z')).toBe('22 Nov 2026, 01:30 IST');
  });
});

describe('formatAsOf', () => {
  it('leaves out the date on the same day in India', () => {
    expect(formatAsOf('2026-11-22T08:41:00Z', new Date('2026-11-22T12:00:00Z'))).toBe(
      'as of 14:11 IST',
    );
  });
  it('adds the date otherwise', () => {
    expect(formatAsOf('2026-11-21T08:41:00Z', new Date('2026-11-22T12:00:00Z'))).toBe(
      'as of 21 Nov 2026, 14:11 IST',
    );
  });
});
