import { ListTotals } from './list-totals';

describe('ListTotals', () => {
  let now: number;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('reuses a total until its time is up, then counts again', async () => {
    const totals = new ListTotals(5_000, clock);
    const count = jest.fn().mockResolvedValueOnce(10).mockResolvedValueOnce(11);
    expect(await totals.get('amd', count)).toBe(10);
    now += 4_999;
    expect(await totals.get('amd', count)).toBe(10);
    now += 1;
    expect(await totals.get('amd', count)).toBe(11);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps one total per list', async () => {
    const totals = new ListTotals(5_000, clock);
    expect(await totals.get('amd', async () => 3)).toBe(3);
    expect(await totals.get('intel', async () => 7)).toBe(7);
    expect(await totals.get('amd', async () => 99)).toBe(3);
  });

  it('shares one count between concurrent asks', async () => {
    const totals = new ListTotals(5_000, clock);
    let resolve!: (total: number) => void;
    const count = jest.fn(() => new Promise<number>((done) => (resolve = done)));
    const both = Promise.all([totals.get('gaming', count), totals.get('gaming', count)]);
    resolve(42);
    expect(await both).toEqual([42, 42]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed count', async () => {
    const totals = new ListTotals(5_000, clock);
    await expect(totals.get('ssd', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await totals.get('ssd', async () => 5)).toBe(5);
  });

  it('counts every time when the time to keep is 0', async () => {
    const totals = new ListTotals(0, clock);
    const count = jest.fn().mockResolvedValue(1);
    await totals.get('all', count);
    await totals.get('all', count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
