import { parseListing } from './listing-parser';

describe('parseListing', () => {
  it('reads an Apple M-series listing: chip, unified memory, its own GPU, no dedicated one', () => {
    const parsed = parseListing({
      title:
        'Apple 2024 MacBook Pro Laptop with M4 Pro chip with 12‑core CPU and 16‑core GPU: 35.97 cm (14.2″) Liquid Retina XDR Display, 24GB Unified Memory, 512GB SSD Storage; Space Black',
    });
    expect(parsed).toMatchObject({
      brand: 'Apple',
      modelName: 'MacBook Pro',
      processorBrand: 'Apple',
      processorModel: 'Apple M4 Pro',
      processorCores: 12,
      ramSize: 24,
      ramType: 'Unified',
      storageSize: 512,
      storageType: 'SSD',
      hasDedicatedGraphics: false,
      graphicsBrand: 'Apple',
      graphicsModel: 'M4 Pro 16-core GPU',
      displaySize: '14.2 inch',
      displayPanel: 'Liquid Retina XDR',
      isGamingLaptop: false,
      slug: 'apple-macbook-pro',
    });
    expect(parsed.parsedFields.hasDedicatedGraphics).toBe('title');
    // The title does not say macOS or the weight: they stay unknown.
    expect(parsed.operatingSystem).toBeNull();
    expect(parsed.weightKg).toBeNull();
  });

  it('reads a Snapdragon X listing as Qualcomm with integrated graphics', () => {
    const parsed = parseListing({
      title:
        'ASUS Vivobook S 15, Snapdragon X Elite X1E-78-100, 16GB LPDDR5X, 1TB SSD, 15.6" (39.62 cm) 3K OLED 120Hz, Copilot+ PC, Windows 11, Cool Silver, 1.42 kg, S5507QA-HL021WS',
    });
    expect(parsed).toMatchObject({
      processorBrand: 'Qualcomm',
      processorModel: 'Snapdragon X Elite X1E-78-100',
      hasDedicatedGraphics: false,
      graphicsBrand: 'Qualcomm',
      graphicsModel: null,
      displayResolutionName: '3K',
      displayResolution: null,
      modelCode: 'S5507QA-HL021WS',
    });
    expect(parsed.filters).toEqual([
      { filterType: 'ram', filterValue: '16gb' },
      { filterType: 'storage', filterValue: 'ssd' },
    ]);
  });

  it('stores 1TB as 1024 GB, as the catalogue does', () => {
    expect(
      parseListing({ title: 'Dell 15, Intel Core i5-1334U, 16GB DDR4, 1TB SSD' }).storageSize,
    ).toBe(1024);
    expect(
      parseListing({ title: 'HP 255 G8, AMD Ryzen 3 3250U, 4GB DDR4, 1TB HDD' }),
    ).toMatchObject({
      storageSize: 1024,
      storageType: 'HDD',
    });
  });

  it('reads "16GB DDR5 upgradable to 32GB" as upgradable RAM of 16 GB', () => {
    const parsed = parseListing({
      title:
        'Lenovo IdeaPad Slim 3 AMD Ryzen 7 7730U 15.6" FHD (16GB DDR5 upgradable to 32GB/512GB SSD/Win 11)',
    });
    expect(parsed).toMatchObject({
      ramSize: 16,
      ramType: 'DDR5',
      ramUpgradable: true,
      ramMaxGb: 32,
    });
    expect(parsed.specifications.ram).toBe('16 GB DDR5 (upgradable to 32 GB)');
  });

  it('reads soldered RAM and its speed from a feature bullet', () => {
    const parsed = parseListing({
      title: 'ASUS Zenbook 14, Intel Core Ultra 5 125H, 16GB, 512GB SSD',
      features: ['Memory: 16GB LPDDR5X-7467 on board, not upgradable'],
    });
    expect(parsed).toMatchObject({ ramType: 'LPDDR5X', ramSpeedMhz: 7467, ramUpgradable: false });
    expect(parsed.parsedFields).toMatchObject({
      ramSize: 'title',
      ramType: 'features',
      ramUpgradable: 'features',
    });
  });

  it.each([
    ['NVIDIA GeForce RTX 4050 6GB', 'GeForce RTX 4050', 6, 'Mid-range', 7],
    ['NVIDIA RTX 3050 6GB', 'GeForce RTX 3050', 6, 'Entry', 6],
    ['4GB NVIDIA GeForce RTX 2050', 'GeForce RTX 2050', 4, 'Entry', 5],
    ['NVIDIA GeForce RTX 4070 8GB GDDR6', 'GeForce RTX 4070', 8, 'High-end', 9],
  ])('rates a gaming laptop with %s by its GPU class', (gpu, model, memory, tier, rating) => {
    const parsed = parseListing({
      title: `HP Victus Gaming Laptop, Intel Core i5-13420H, 16GB DDR4, 512GB SSD, ${gpu}, 15.6" FHD 144Hz, Win 11, 2.29kg, fa1319TX`,
    });
    expect(parsed).toMatchObject({
      hasDedicatedGraphics: true,
      graphicsBrand: 'NVIDIA',
      graphicsModel: model,
      graphicsMemoryGb: memory,
      ramSize: 16,
      isGamingLaptop: true,
      gamingTier: tier,
      gamingPerformanceRating: rating,
    });
    expect(parsed.filters).toContainEqual({ filterType: 'graphics', filterValue: 'dedicated' });
    expect(parsed.parsedFields).toMatchObject({
      graphicsModel: 'title',
      isGamingLaptop: 'derived',
      gamingTier: 'derived',
      gamingPerformanceRating: 'derived',
      specifications: 'derived',
    });
  });

  it('does not call a creator laptop with an RTX GPU a gaming laptop', () => {
    const parsed = parseListing({
      title:
        'Dell XPS 14 9440, Intel Core Ultra 7 155H, 32GB LPDDR5X, 1TB SSD, NVIDIA GeForce RTX 4050 6GB, 14.5-inch 3.2K OLED Touchscreen 120Hz, Windows 11, 1.78 kg',
    });
    expect(parsed).toMatchObject({
      hasDedicatedGraphics: true,
      isGamingLaptop: false,
      gamingTier: null,
      gamingPerformanceRating: null,
    });
  });

  it('keeps "Thin & Light" and "Laptop" out of the model name', () => {
    const parsed = parseListing({
      title:
        'Lenovo IdeaPad Slim 1 AMD Ryzen 5 7520U 15.6" (39.62cm) FHD Thin & Light Laptop (8GB/512GB SSD/Windows 11/Cloud Grey/1.58Kg), 82VG00Q1IN',
    });
    expect(parsed).toMatchObject({
      modelName: 'IdeaPad Slim 1',
      modelCode: '82VG00Q1IN',
      model: 'IdeaPad Slim 1 82VG00Q1IN',
      slug: 'lenovo-ideapad-slim-1-82vg00q1in',
      ramSize: 8,
      weightKg: 1.58,
    });
    expect(
      parseListing({
        title:
          'Acer Aspire Lite, AMD Ryzen 5 5625U, 16GB RAM, 512GB SSD, AL15-41, Thin and Light Laptop',
      }).modelName,
    ).toBe('Aspire Lite');
  });

  it('takes no GPU stated as integrated, without flagging it as parsed', () => {
    const parsed = parseListing({
      title:
        'Dell Inspiron 3530 Laptop, 13th Gen Intel Core i5-1334U Processor, 16GB DDR4 RAM, 512GB SSD',
    });
    expect(parsed).toMatchObject({
      hasDedicatedGraphics: false,
      graphicsBrand: null,
      graphicsModel: null,
      isGamingLaptop: false,
    });
    expect(parsed.parsedFields.hasDedicatedGraphics).toBeUndefined();
  });

  it('leaves what a listing does not state null and out of parsedFields', () => {
    const parsed = parseListing({
      title: 'HP 15s, 13th Gen Intel Core i5-1334U, 16GB DDR4, 512GB SSD, fq5330TU',
    });
    for (const field of [
      'processorCores',
      'processorBoostGhz',
      'ramSpeedMhz',
      'ramUpgradable',
      'displaySize',
      'displayResolution',
      'displayRefreshHz',
      'displayPanel',
      'weightKg',
      'batteryWh',
      'batteryHours',
      'operatingSystem',
    ] as const) {
      expect(parsed[field]).toBeNull();
      expect(parsed.parsedFields[field]).toBeUndefined();
    }
    expect(parsed.parsedFields).toMatchObject({
      brand: 'title',
      processorModel: 'title',
      ramSize: 'title',
    });
  });

  it('prefers technical info, and reads Keepa fields (itemWeight in grams)', () => {
    const parsed = parseListing({
      title:
        'GIGABYTE G5 MF5, Intel Core i7-13620H, NVIDIA GeForce RTX 4050 6GB, 16GB DDR5, 512GB SSD, Win 11, Gaming Laptop',
      brand: 'GIGABYTE',
      technicalInfo: {
        model: 'MF5-H2IN353KH',
        itemWeight: 1900,
        'Operating System': 'Windows 11 Home',
      },
    });
    expect(parsed).toMatchObject({
      brand: 'Gigabyte',
      modelCode: 'MF5-H2IN353KH',
      weightKg: 1.9,
      operatingSystem: 'Windows 11 Home',
      slug: 'gigabyte-g5-mf5-mf5-h2in353kh',
    });
    expect(parsed.parsedFields).toMatchObject({
      brand: 'brand',
      modelCode: 'technicalInfo',
      operatingSystem: 'technicalInfo',
      processorModel: 'title',
    });
  });

  it('reads technical info given as name/value entries', () => {
    const parsed = parseListing({
      title: 'Acer ALG Gaming Laptop, Intel Core i5-13420H',
      technicalInfo: [
        { name: 'Processor Count', value: '8' },
        { name: 'Processor Speed', value: '4.6 GHz' },
        { name: 'RAM Memory Installed Size', value: '16 GB' },
        { name: 'Memory Technology', value: 'DDR4 SDRAM' },
        { name: 'Hard Disk Size', value: '1 TB' },
        { name: 'Hard Disk Description', value: 'SSD' },
        { name: 'Graphics Coprocessor', value: 'NVIDIA GeForce RTX 3050' },
        { name: 'Graphics Card Ram Size', value: '6 GB' },
        { name: 'Standing screen display size', value: '15.6 Inches' },
        { name: 'Screen Resolution', value: '1920 x 1080 pixels' },
        { name: 'Lithium Battery Energy Content', value: '57 Watt Hours' },
      ],
    });
    expect(parsed).toMatchObject({
      processorCores: 8,
      processorBoostGhz: 4.6,
      ramSize: 16,
      ramType: 'DDR4',
      storageSize: 1024,
      storageType: 'SSD',
      graphicsModel: 'GeForce RTX 3050',
      graphicsMemoryGb: 6,
      displaySize: '15.6 inch',
      displayResolution: '1920x1080',
      batteryWh: 57,
      isGamingLaptop: true,
      gamingTier: 'Entry',
    });
  });

  it('is not misled by cameras, processor suffixes or GPU memory', () => {
    const parsed = parseListing({
      title:
        'HP 15, Intel Core i5-12450H, 8GB DDR4, 512GB SSD, NVIDIA RTX 3050 6GB, 1080p FHD Camera, Intel UHD Graphics, Win 11',
    });
    expect(parsed).toMatchObject({
      ramSize: 8,
      displayResolutionName: null,
      batteryHours: null,
      graphicsModel: 'GeForce RTX 3050',
    });
  });

  it('writes the contract specifications from parsed facts only', () => {
    const parsed = parseListing({
      title:
        'HP Victus, 13th Gen Intel Core i5-13420H, NVIDIA RTX 4050 6GB, 16GB DDR4, 512GB SSD, 15.6"/39.6cm, FHD, IPS, 144Hz, Gaming Laptop, Win 11, 2.29kg, fa1319TX',
    });
    expect(parsed.specifications).toEqual({
      processor: 'Intel Core i5-13420H',
      ram: '16 GB DDR4',
      storage: '512 GB SSD',
      graphics: 'NVIDIA GeForce RTX 4050 6GB',
      display: '15.6-inch FHD (1920x1080) IPS 144Hz',
      weight: '2.29 kg',
      os: 'Windows 11',
    });
  });
});
