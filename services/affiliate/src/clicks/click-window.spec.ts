import { clickWindow, fillDays, indiaDay } from './click-window';

describe('click windows in India time', () => {
  it('counts days on the Indian calendar (UTC+5:30)', () => {
    expect(indiaDay(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('spans the last n days with today, from midnight IST', () => {
    const window = clickWindow(3, new Date('2026-11-22T04:30:00Z'));
    expect(window).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
      since: new Date('2026-11-19T18:30:00Z'),
      days: ['2026-11-20', '2026-11-21', '2026-11-22'],
    });
    expect(clickWindow(1, new Date('2026-03-01T00:00:00Z')).days).toEqual(['2026-03-01']);
    expect(clickWindow(2, new Date('2026-03-01T00:00:00Z')).days).toEqual([
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('fills days without clicks with zero', () => {
    const window = clickWindow(3, new Date('2026-11-22T04:30:00Z'));
    expect(fillDays(window, new Map([['2026-11-21', 4]]))).toEqual([
      { date: '2026-11-20', clicks: 0 },
      { date: '2026-11-21', clicks: 4 },
      { date: '2026-11-22', clicks: 0 },
    ]);
  });
});
