import { istInputValue, isoFromIstInput, scheduleProblem } from './schedule-time';

describe('schedule times in IST', () => {
  it('shows an instant in IST and reads the picker back as the same instant', () => {
    expect(istInputValue('2026-11-25T13:00:00.000Z')).toBe('2026-11-25T18:30');
    expect(istInputValue('2026-11-25T20:00:00.000Z')).toBe('2026-11-26T01:30');
    expect(isoFromIstInput('2026-11-26T01:30')).toBe('2026-11-25T20:00:00.000Z');
  });

  it('refuses what is not a date and time, or a day that does not exist', () => {
    expect(isoFromIstInput('')).toBeNull();
    expect(isoFromIstInput('2026-02-30T10:00')).toBeNull();
    expect(isoFromIstInput('tomorrow')).toBeNull();
  });

  it('wants a time in the future, by a fixed clock', () => {
    const now = new Date('2026-11-25T13:00:00.000Z'); // 18:30 IST
    expect(scheduleProblem('2026-11-25T18:30', now)).toBe('Pick a time in the future');
    expect(scheduleProblem('2026-11-25T18:31', now)).toBeNull();
    expect(scheduleProblem('', now)).toBe('Pick a date and time');
  });
});
