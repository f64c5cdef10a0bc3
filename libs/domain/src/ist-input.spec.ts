import { isoFromIstInput, istInputValue } from './ist-input';

describe('IST date-time inputs', () => {
  it('shows an instant in IST and reads it back as the same instant', () => {
    expect(istInputValue('2026-11-25T13:00:00Z')).toBe('2026-11-25T18:30');
    expect(isoFromIstInput('2026-11-25T18:30')).toBe('2026-11-25T13:00:00.000Z');
    expect(istInputValue('2026-11-25T20:00:00Z')).toBe('2026-11-26T01:30');
  });

  it('refuses what is not a date and time', () => {
    expect(isoFromIstInput('')).toBeNull();
    expect(isoFromIstInput('2026-02-30T10:00')).toBeNull();
    expect(isoFromIstInput('25/11/2026 18:30')).toBeNull();
  });
});
