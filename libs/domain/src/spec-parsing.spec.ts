import { parseBatteryHours, parseBatteryWh, parseWeightKg } from './spec-parsing';

describe('parseWeightKg', () => {
  it.each([
    ['1.59 kg', 1.59],
    ['Starting at 1.2kg', 1.2],
    ['1,590 g', 1.59],
    ['980 g', 0.98],
    ['1.46 Kilograms', 1.46],
    ['1990 grams', 1.99],
    ['light', null],
    [null, null],
  ])('%s → %s', (text, kg) => {
    expect(parseWeightKg(text)).toBe(kg);
  });
});

describe('parseBatteryHours', () => {
  it.each([
    ['41 Wh, up to 7 hours', 7],
    ['Up to 18 hrs video playback', 18],
    ['70 Wh, 10.5 hours', 10.5],
    ['70 Wh', null],
  ])('%s → %s', (text, hours) => {
    expect(parseBatteryHours(text)).toBe(hours);
  });
});

describe('parseBatteryWh', () => {
  it.each([
    ['41 Wh, up to 7 hours', 41],
    ['71WHr battery', 71],
    ['57 Watt Hours', 57],
    ['Up to 18 hrs', null],
    [null, null],
  ])('%s → %s', (text, wh) => {
    expect(parseBatteryWh(text)).toBe(wh);
  });
});
