import {
  HISTORY_RANGES,
  historyRangeHref,
  historyRangeSpan,
  requestedHistoryRange,
} from './price-history-ranges';

const url = (search: string) => new URL(`https://x.in/laptop/hp-15s${search}`);

describe('requestedHistoryRange', () => {
  it('reads ?days= of the four ranges', () => {
    expect(
      HISTORY_RANGES.map((range) => requestedHistoryRange(url(`?days=${range.days}`))),
    ).toEqual(['30', '90', '365', 'all']);
  });

  it('takes anything else as the default 90 days, never an error', () => {
    for (const search of ['', '?days=', '?days=7', '?days=ALL', '?days=30x', '?days=%00']) {
      expect(requestedHistoryRange(url(search))).toBe('90');
    }
  });
});

describe('historyRangeHref', () => {
  it('links each range as the same page with ?days=, landing on the chart', () => {
    expect(historyRangeHref('30')).toBe('?days=30#price-history');
    expect(historyRangeHref('all')).toBe('?days=all#price-history');
    const page = 'https://x.in/laptop/hp-15s?days=365#price-history';
    expect(new URL(historyRangeHref('90'), page).href).toBe(
      'https://x.in/laptop/hp-15s?days=90#price-history',
    );
  });
});

describe('historyRangeSpan', () => {
  it('names the span the section text speaks of', () => {
    expect(historyRangeSpan('30')).toBe('the last 30 days');
    expect(historyRangeSpan('365')).toBe('the last year');
    expect(historyRangeSpan('all')).toBe('all the time we have tracked it');
  });
});
