import type { PriceHistory } from '@bli/contracts';
import {
  buildAreaPath,
  buildChartModel,
  buildLinePath,
  chartSaleEvents,
  type ChartModel,
  CHART_DIMS,
  COMPACT_CHART_DIMS,
  medianComparison,
  niceStep,
  outlierNote,
  priceDomain,
  scaleLinear,
  summaryText,
  tableRows,
} from './price-history-chart.model';
import { testPriceHistory } from '@bli/testing';

function point(day: number, price: number) {
  return {
    observedAt: `2026-11-${String(day).padStart(2, '0')}T06:30:00.000Z`,
    price,
    source: 'keepa' as const,
  };
}

/** Four prices in November 2026 (lowest ₹36,500 on the 3rd, median ₹38,500). */
const history = testPriceHistory;

/** The model of a history that has points. */
function modelOf(h: PriceHistory, dims = CHART_DIMS): ChartModel {
  const model = buildChartModel(h, dims);
  if (!model) throw new Error('expected a chart model');
  return model;
}

describe('niceStep', () => {
  it.each([
    [4000, 1000],
    [6000, 2000],
    [9000, 2500],
    [17000, 5000],
    [35000, 10000],
  ])('span %d gives step %d', (span, step) => {
    expect(niceStep(span)).toBe(step);
  });
  it('falls back to 1 for an empty span', () => {
    expect(niceStep(0)).toBe(1);
  });
});

describe('priceDomain', () => {
  it('rounds the bounds out to whole steps', () => {
    expect(priceDomain([36500, 40000])).toEqual({ min: 36000, max: 40000, step: 1000 });
  });
  it('widens a flat series so the line is not on the edge', () => {
    const { min, max } = priceDomain([50000, 50000]);
    expect(min).toBeLessThan(50000);
    expect(max).toBeGreaterThan(50000);
  });
  it('never goes below zero', () => {
    expect(priceDomain([100, 200]).min).toBeGreaterThanOrEqual(0);
  });
});

describe('scaleLinear', () => {
  it('maps the domain onto the range, inverted ranges included', () => {
    const y = scaleLinear([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });
  it('puts everything in the middle for a zero-width domain', () => {
    expect(scaleLinear([5, 5], [0, 10])(5)).toBe(5);
  });
});

describe('paths', () => {
  it('builds a line path with rounded coordinates', () => {
    expect(
      buildLinePath([
        { x: 0, y: 10.04 },
        { x: 5.55, y: 3 },
      ]),
    ).toBe('M0 10 L5.6 3');
  });
  it('closes the area down to the baseline', () => {
    expect(
      buildAreaPath(
        [
          { x: 0, y: 10 },
          { x: 5, y: 3 },
        ],
        20,
      ),
    ).toBe('M0 10 L5 3 L5 20 L0 20 Z');
    expect(buildAreaPath([], 20)).toBe('');
  });
});

describe('buildChartModel', () => {
  it('returns null without points', () => {
    expect(
      buildChartModel(history({ points: [], lowestEver: null, median90Days: null })),
    ).toBeNull();
  });

  it('spans the plot area from the first to the last day, oldest first', () => {
    const shuffled = history();
    shuffled.points = [...shuffled.points].reverse();
    const model = modelOf(shuffled);
    const { points, dims } = model;
    expect(points[0].x).toBe(dims.padding.left);
    expect(points[points.length - 1].x).toBe(dims.width - dims.padding.right);
    expect(points[0].price).toBe(40000);
    expect(model.latest.price).toBe(39000);
  });

  it('keeps every point inside the plot area (higher prices higher up)', () => {
    const model = modelOf(history());
    const { top, bottom } = CHART_DIMS.padding;
    for (const p of model.points) {
      expect(p.y).toBeGreaterThanOrEqual(top);
      expect(p.y).toBeLessThanOrEqual(CHART_DIMS.height - bottom);
    }
    const highest = model.points.find((p) => p.price === 40000);
    const lowest = model.points.find((p) => p.price === 36500);
    expect(highest?.y).toBeLessThan(lowest?.y ?? 0);
  });

  it('marks the lowest point and the median line', () => {
    const model = modelOf(history());
    expect(model.lowest?.price).toBe(36500);
    expect(model.lowest?.x).toBe(model.points[2].x);
    expect(model.median?.price).toBe(38500);
    expect(model.median?.y).toBeGreaterThan(model.points[0].y);
    expect(model.median?.y).toBeLessThan(model.points[2].y);
  });

  it('does not plot a lowest-ever price from before the chart', () => {
    const before = { ...point(1, 30000), observedAt: '2026-07-01T00:00:00.000Z' };
    const model = modelOf(history({ lowestEver: before }));
    expect(model.lowest).toBeNull();
  });

  it('falls back to the points when the API gives no lowest or median', () => {
    const model = modelOf(history({ lowestEver: null, median90Days: null }));
    expect(model.lowest?.price).toBe(36500);
    expect(model.median?.price).toBe(38500);
  });

  it('labels ticks in rupees and day-month', () => {
    const model = modelOf(history());
    expect(model.yTicks.map((t) => t.label)).toEqual([
      '₹36,000',
      '₹37,000',
      '₹38,000',
      '₹39,000',
      '₹40,000',
    ]);
    expect(model.xTicks[0].label).toBe('1 Nov');
    expect(model.xTicks[model.xTicks.length - 1].label).toBe('4 Nov');
  });

  it('fits the compact viewBox with fewer date labels', () => {
    const model = modelOf(history(), COMPACT_CHART_DIMS);
    expect(model.xTicks).toHaveLength(3);
    expect(model.points[model.points.length - 1].x).toBe(
      COMPACT_CHART_DIMS.width - COMPACT_CHART_DIMS.padding.right,
    );
  });

  it('draws a single point in the middle', () => {
    const model = modelOf(
      history({ points: [point(5, 50000)], lowestEver: null, median90Days: null }),
    );
    expect(model.points).toHaveLength(1);
    expect(model.points[0].x).toBe(
      (CHART_DIMS.padding.left + CHART_DIMS.width - CHART_DIMS.padding.right) / 2,
    );
    expect(model.xTicks).toHaveLength(1);
  });
});

/** A sale event of the calendar, as a sale-event low cites it. */
function saleLow(slug: string, startDate: string, endDate: string) {
  return {
    event: { slug, name: `Sale ${slug}`, startDate, endDate },
    status: 'past' as const,
    lowestPrice: 36_500,
    lowestOn: startDate,
    priceBefore: 40_000,
    dropPercent: 9,
    todayAbove: { rupees: 2_500, percent: 7 },
  };
}

describe('sale bands', () => {
  const { left, right } = CHART_DIMS.padding;
  const plotRight = CHART_DIMS.width - right;

  it('shades an event from the start of its first day in India to the end of its last', () => {
    // 2 Nov, whole day in IST: from 1 Nov 18:30 UTC to 2 Nov 18:30 UTC.
    const model = modelOf(
      history({ saleEventLows: [saleLow('diwali', '2026-11-02', '2026-11-02')] }),
    );
    const start = Date.parse(point(1, 0).observedAt);
    const end = Date.parse(point(4, 0).observedAt);
    const x = (time: number) => left + ((time - start) / (end - start)) * (plotRight - left);
    expect(model.bands).toHaveLength(1);
    const [band] = model.bands;
    expect(band.slug).toBe('diwali');
    expect(band.name).toBe('Sale diwali');
    expect(band.x).toBeCloseTo(x(Date.parse('2026-11-01T18:30:00Z')), 0);
    expect(band.x + band.width).toBeCloseTo(x(Date.parse('2026-11-02T18:30:00Z')), 0);
  });

  it("clips an event to the chart's span and leaves out events outside it", () => {
    const model = modelOf(
      history({
        saleEventLows: [
          saleLow('running', '2026-11-03', '2026-11-12'),
          saleLow('before', '2026-10-01', '2026-10-05'),
        ],
      }),
    );
    expect(model.bands.map((band) => band.slug)).toEqual(['running']);
    expect(model.bands[0].x + model.bands[0].width).toBeCloseTo(plotRight, 0);
  });

  it('names a band only when its name fits inside it', () => {
    const model = modelOf(
      history({
        saleEventLows: [
          saleLow('wide', '2026-10-20', '2026-11-02'),
          saleLow('narrow-but-long-name', '2026-11-04', '2026-11-04'),
        ],
      }),
    );
    expect(model.bands.map((band) => [band.slug, band.labelled])).toEqual([
      ['wide', true],
      ['narrow-but-long-name', false],
    ]);
  });

  it('takes the events of the lows and of the advice once each', () => {
    const low = saleLow('gif', '2026-11-02', '2026-11-03');
    const h = history({ saleEventLows: [low] });
    h.advice.evidence = {
      ...h.advice.evidence,
      lastYearSale: low,
      nextSale: { event: { ...low.event, slug: 'next' }, startsInDays: 30 },
    };
    expect(chartSaleEvents(h).map((event) => event.slug)).toEqual(['gif', 'next']);
  });

  it('draws no band on a chart of one day', () => {
    const model = modelOf(
      history({
        points: [point(2, 40000)],
        lowestEver: null,
        median90Days: null,
        saleEventLows: [saleLow('diwali', '2026-11-01', '2026-11-05')],
      }),
    );
    expect(model.bands).toEqual([]);
  });
});

describe('outliers', () => {
  const spike = point(2, 29_990);

  it('plots the spikes among the points as marks of their own', () => {
    const points = [point(1, 40000), spike, point(3, 36500), point(4, 39000)];
    const model = modelOf(history({ points, outliers: [spike] }));
    expect(model.outliers).toHaveLength(1);
    expect(model.outliers[0]).toEqual(model.points[1]);
    // The spike is the lowest point drawn, yet not the lowest price marked.
    expect(model.outliers[0].y).toBeGreaterThan(model.points[2].y);
    expect(model.lowest?.price).toBe(36500);
  });

  it('says a spike below the lowest price was left out, naming it when it is shown', () => {
    const points = [point(1, 40000), spike, point(3, 36500), point(4, 39000)];
    expect(
      outlierNote(history({ points, outliers: [spike], lowestEverExcludesOutliers: true })),
    ).toBe('A one-day spike to ₹29,990 on 2 Nov 2026 is left out of the lowest price.');
    expect(outlierNote(history({ lowestEverExcludesOutliers: true }))).toBe(
      'A one-day spike to a lower price, outside the range shown, is left out of the lowest price.',
    );
    expect(outlierNote(history({ points, outliers: [spike] }))).toBeNull();
  });
});

describe('medianComparison', () => {
  it('says how far the latest price is from the median', () => {
    expect(medianComparison(36000, 40000)).toBe('10% below the 90-day median');
    expect(medianComparison(42000, 40000)).toBe('5% above the 90-day median');
    expect(medianComparison(40100, 40000)).toBe('at the 90-day median');
    expect(medianComparison(40000, null)).toBeNull();
  });
});

describe('summaryText', () => {
  it('summarises span, lowest, highest, median and latest', () => {
    expect(summaryText(history())).toBe(
      'Price history: 4 recorded prices from 1 Nov 2026 to 4 Nov 2026. ' +
        'Lowest ₹36,500 on 3 Nov 2026. Highest ₹40,000 on 1 Nov 2026. ' +
        '90-day median ₹38,500. Latest ₹39,000 on 4 Nov 2026, 1% above the 90-day median.',
    );
  });
  it('says so when nothing is recorded', () => {
    expect(summaryText(history({ points: [], lowestEver: null, median90Days: null }))).toBe(
      'No price history has been recorded for this laptop yet.',
    );
  });
});

describe('tableRows', () => {
  it('lists dates and prices newest first', () => {
    expect(tableRows(history())).toEqual([
      { date: '4 Nov 2026', price: '₹39,000' },
      { date: '3 Nov 2026', price: '₹36,500' },
      { date: '2 Nov 2026', price: '₹38,000' },
      { date: '1 Nov 2026', price: '₹40,000' },
    ]);
  });
});
