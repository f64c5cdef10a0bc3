import { cardSpecLines } from './card-spec-lines';
import { type FactSource, labelForKey, quickFacts, specificationFacts } from './laptop-facts';

/** The fields the facts read, as a freshly imported laptop has them unless overridden. */
const source = (overrides: Partial<FactSource> = {}): FactSource => ({
  specifications: {},
  processorBrand: 'Intel',
  processorModel: 'Core i5-1235U',
  ramSize: 16,
  ramType: 'DDR4',
  storageSize: 512,
  storageType: 'SSD',
  displaySize: null,
  displayResolution: null,
  ...overrides,
});

describe('specificationFacts', () => {
  it('lists the non-empty fields, named keys first, with readable labels', () => {
    const laptop = source({
      specifications: {
        refreshRate: '144 Hz',
        ram: '16 GB DDR5',
        os: 'Windows 11',
        processor: 'Ryzen 7',
        weight: ' ',
      },
    });
    expect(specificationFacts(laptop)).toEqual([
      { key: 'processor', label: 'Processor', value: 'Ryzen 7' },
      { key: 'ram', label: 'RAM', value: '16 GB DDR5' },
      { key: 'os', label: 'Operating System', value: 'Windows 11' },
      { key: 'refreshRate', label: 'Refresh Rate', value: '144 Hz' },
    ]);
  });
  it('is empty for an empty sheet', () => {
    expect(specificationFacts(source({ specifications: {} }))).toEqual([]);
  });
  it('labels other keys readably and keeps acronyms', () => {
    expect(labelForKey('usb_ports')).toBe('Usb Ports');
    expect(labelForKey('HDMI')).toBe('HDMI');
    expect(labelForKey('wifi-standard')).toBe('Wifi Standard');
    expect(labelForKey('constructor')).toBe('Constructor');
    expect(labelForKey('os')).toBe('Operating System');
  });
});

describe('quickFacts', () => {
  it('falls back to the structured fields', () => {
    const facts = quickFacts(
      source({
        specifications: {},
        processorBrand: 'AMD',
        processorModel: 'Ryzen 5 7520U',
        ramSize: 8,
        ramType: 'LPDDR5',
        storageSize: 1024,
        storageType: 'SSD',
        displaySize: null,
        displayResolution: null,
      }),
    );
    expect(facts.map((fact) => fact.value)).toEqual([
      'AMD Ryzen 5 7520U',
      '8 GB LPDDR5 RAM',
      '1 TB SSD',
      'Not listed',
    ]);
  });
});

describe('what the card and the laptop page show', () => {
  it('reads the sheet first, the fields after', () => {
    const laptop = source({
      specifications: { ram: '16 GB DDR5 5600 MHz', refresh_rate: '144 Hz' },
      storageSize: 1024,
      displaySize: '15.6 inch',
      displayResolution: '1920x1080',
    });
    expect(quickFacts(laptop).map((fact) => fact.value)).toEqual([
      'Intel Core i5-1235U',
      '16 GB DDR5 5600 MHz',
      '1 TB SSD',
      '15.6 inch 1920x1080',
    ]);
    expect(cardSpecLines(laptop)).toEqual(['Core i5-1235U', '16 GB DDR5 5600 MHz', '1024 GB SSD']);
    expect(specificationFacts(laptop).map((fact) => fact.label)).toEqual(['RAM', 'Refresh Rate']);
  });

  it('leaves out of the card what is not known', () => {
    expect(
      cardSpecLines(
        source({ processorModel: null, ramSize: null, storageSize: null, specifications: {} }),
      ),
    ).toEqual([]);
    expect(cardSpecLines(source({ specifications: { processor: 'Ryzen 7 7840HS' } }))).toEqual([
      'Ryzen 7 7840HS',
      '16 GB RAM',
      '512 GB SSD',
    ]);
  });
});
