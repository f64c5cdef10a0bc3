import {
  addDays,
  dayNumber,
  dayOfNumber,
  daysBetween,
  isIstDay,
  istDay,
  istDayNumber,
  istDayStart,
} from './ist-days';

describe('India calendar days', () => {
  it('puts an instant on its day in India (UTC+05:30)', () => {
    expect(istDay('2026-11-26T18:29:59Z')).toBe('2026-11-26');
    expect(istDay('2026-11-26T18:30:00Z')).toBe('2026-11-27');
    expect(istDayStart('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });

  it('names every day as its ISO date does, leap years and centuries included', () => {
    const asDate = (time: number) => new Date(time + 19_800_000).toISOString().slice(0, 10);
    const wrong: string[] = [];
    for (let time = Date.UTC(1899, 0, 1); time < Date.UTC(2101, 0, 1); time += 5 * 3_600_000) {
      if (istDay(new Date(time)) !== asDate(time)) wrong.push(new Date(time).toISOString());
    }
    expect(wrong).toEqual([]);
    expect(istDay('2000-02-28T18:30:00Z')).toBe('2000-02-29');
    for (const time of [Date.UTC(999, 11, 31, 18, 29), Date.UTC(9999, 11, 31, 18, 30)]) {
      expect(istDay(new Date(time))).toBe(asDate(time));
    }
    expect(() => istDay('not a time')).toThrow(RangeError);
  });

  it('counts and moves by whole days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-27', '2027-01-13')).toBe(47);
    expect(daysBetween('2027-01-13', '2026-11-27')).toBe(-47);
  });

  it("numbers an instant's day as dayNumber numbers its name, and names a number back", () => {
    expect(istDayNumber('2026-11-26T18:29:59Z')).toBe(dayNumber('2026-11-26'));
    expect(istDayNumber(new Date('2026-11-26T18:30:00Z'))).toBe(dayNumber('2026-11-27'));
    expect(dayOfNumber(dayNumber('2028-02-29'))).toBe('2028-02-29');
    expect(dayOfNumber(0)).toBe('1970-01-01');
    expect(istDayNumber('not a time')).toBeNaN();
  });

  it('knows a real day from text that only looks like one', () => {
    expect(isIstDay('2026-02-28')).toBe(true);
    expect(isIstDay('2026-02-30')).toBe(false);
    expect(isIstDay('26-02-2026')).toBe(false);
  });
});
