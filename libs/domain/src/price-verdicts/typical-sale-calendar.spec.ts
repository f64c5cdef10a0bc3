import { typicalSaleEvents } from './typical-sale-calendar';

describe('typicalSaleEvents', () => {
  it('lists the editions with a day between the dates, oldest first', () => {
    expect(typicalSaleEvents('2025-10-15', '2027-01-31')).toEqual([
      { name: 'Diwali Sale', startDate: '2025-10-13', endDate: '2025-10-19' },
      { name: 'Republic Day Sale', startDate: '2026-01-13', endDate: '2026-01-19' },
      { name: 'Great Summer Sale', startDate: '2026-05-01', endDate: '2026-05-06' },
      { name: 'Prime Day', startDate: '2026-07-12', endDate: '2026-07-14' },
      { name: 'Great Freedom Festival', startDate: '2026-08-01', endDate: '2026-08-06' },
      { name: 'Great Indian Festival', startDate: '2026-09-23', endDate: '2026-10-12' },
      { name: 'Diwali Sale', startDate: '2026-11-01', endDate: '2026-11-07' },
      { name: 'Republic Day Sale', startDate: '2027-01-13', endDate: '2027-01-19' },
    ]);
  });

  it('ends the Great Indian Festival before an early Diwali sale', () => {
    const year = typicalSaleEvents('2028-09-01', '2028-10-31');
    expect(year.map((e) => [e.name, e.startDate, e.endDate])).toEqual([
      ['Great Indian Festival', '2028-09-23', '2028-10-09'],
      ['Diwali Sale', '2028-10-10', '2028-10-16'],
    ]);
  });
});
