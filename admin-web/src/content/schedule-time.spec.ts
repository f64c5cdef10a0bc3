import { scheduleProblem } from './schedule-time';

describe('schedule times in IST', () => {
  it('wants a time in the future, by a fixed clock', () => {
    const now = new Date('2026-11-25T13:00:00.000Z'); // 18:30 IST
    expect(scheduleProblem('2026-11-25T18:30', now)).toBe('Pick a time in the future');
    expect(scheduleProblem('2026-11-25T18:31', now)).toBeNull();
    expect(scheduleProblem('', now)).toBe('Pick a date and time');
    expect(scheduleProblem('2026-02-30T10:00', now)).toBe('Pick a date and time');
  });
});
