import {
  formatAsOf,
  formatCount,
  formatDateEnIn,
  formatDayMonth,
  formatInr,
  formatIst,
} from './format';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(104990)).toBe('₹1,04,990');
    expect(formatInr(29990)).toBe('₹29,990');
    expect(formatInr(1250000)).toBe('₹12,50,000');
  });

  it('writes every amount as Intl en-IN does: rounded, small, negative, huge or not a number', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const amounts = [0, 7, 99, 999, 1_000, 99_999.5, 1_00_00_000, 123_456_789_012, -1_234_567];
    amounts.push(2 ** 53 + 2, 1e21, Number.NaN, Number.POSITIVE_INFINITY);
    for (let amount = 1; amount < 1e16; amount = amount * 7 + 3) amounts.push(amount);
    for (const amount of amounts) {
      expect(formatInr(amount)).toBe(`₹${intl.format(Math.round(amount))}`);
    }
    // Where Intl writes "-0" for what rounds to nothing below zero.
    expect(formatInr(-0.4)).toBe('₹0');
  });
});

describe('formatCount', () => {
  it('writes a count as toLocaleString en-IN does', () => {
    const counts = [0, 1, 12, 999, 1_000, 5_680, 12_345, 1_23_456, 98_76_54_321];
    for (let count = 1; count < 1e15; count = count * 5 + 1) counts.push(count);
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
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
    expect(() => formatIst('not a time')).toThrow(RangeError);
  });
  it('writes days and times as Intl en-IN does in India, every quarter hour of two years', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
    const clock = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const dayMonth = intl({ day: 'numeric', month: 'short' });
    const wrong: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 900_000) {
      const at = new Date(time);
      if (formatIst(at) !== `${formatDateEnIn(at)}, ${clock.format(at)} IST`)
        wrong.push(at.toISOString());
      if (formatDayMonth(at) !== dayMonth.format(at)) wrong.push(`${at.toISOString()} day`);
    }
    expect(wrong).toEqual([]);
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
