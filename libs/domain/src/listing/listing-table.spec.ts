import { parseListing } from './listing-parser';
import type { ListingInput, ListingSpecs, ParsedListing } from './listing-types';

/**
 * Amazon.in laptop listings of 2024–2026 models, written the way their titles read on the site
 * (brand first, long, comma-separated or with a "(16GB/512GB SSD/…)" group, the part number
 * last), some with feature bullets and technical details, each with the fields a careful editor
 * would read from that listing. A field not in `expected` is expected to be null (not stated);
 * hasDedicatedGraphics and isGamingLaptop default to false, gamingTier to null.
 */
type Expected = Partial<ListingSpecs & Pick<ParsedListing, 'isGamingLaptop' | 'gamingTier'>>;
interface Row extends ListingInput {
  expected: Expected;
}

const intel = (processorModel: string) => ({ processorBrand: 'Intel' as const, processorModel });
const amd = (processorModel: string) => ({ processorBrand: 'AMD' as const, processorModel });
const nvidia = (graphicsModel: string, graphicsMemoryGb: number) => ({
  hasDedicatedGraphics: true,
  graphicsBrand: 'NVIDIA',
  graphicsModel,
  graphicsMemoryGb,
});
const igpu = (graphicsBrand: string, graphicsModel: string) => ({ graphicsBrand, graphicsModel });
const fhd = { displayResolution: '1920x1080', displayResolutionName: 'FHD' };
const wuxga = { displayResolution: '1920x1200', displayResolutionName: 'WUXGA' };
const fhdPlus = { displayResolution: '1920x1200', displayResolutionName: 'FHD+' };
const hd = { displayResolution: '1366x768', displayResolutionName: 'HD' };
const named = (displayResolutionName: string) => ({ displayResolutionName });
const ssd = (storageSize: number) => ({ storageSize, storageType: 'SSD' as const });
const inch = (size: number) => ({ displaySize: `${size} inch` });
const gaming = (gamingTier: ParsedListing['gamingTier']) => ({ isGamingLaptop: true, gamingTier });

const LISTING_TABLE: readonly Row[] = [
  // HP
  {
    title:
      'HP 15s, 13th Gen Intel Core i5-1334U, 16GB DDR4, 512GB SSD, (Win 11, Office 21, Silver, 1.59kg), Anti-Glare, Micro-Edge, 15.6-inch(39.6cm) FHD Laptop, Intel Iris Xe Graphics, FHD Camera, Backlit KB, fq5330TU',
    expected: {
      brand: 'HP',
      modelName: '15s',
      modelCode: 'fq5330TU',
      ...intel('Core i5-1334U'),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...igpu('Intel', 'Iris Xe'),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.59,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'HP 15, AMD Ryzen 5 7520U, 16GB LPDDR5, 512GB SSD, (Win 11, Office 21, Silver, 1.59kg), Anti-Glare, 15.6-inch(39.6cm) FHD Laptop, AMD Radeon Graphics, FHD Camera w/ Privacy Shutter, fc0154AU',
    expected: {
      brand: 'HP',
      modelName: '15',
      modelCode: 'fc0154AU',
      ...amd('Ryzen 5 7520U'),
      ramSize: 16,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...igpu('AMD', 'Radeon Graphics'),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.59,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'HP Victus, 13th Gen Intel Core i5-13420H, NVIDIA RTX 4050 6GB, 16GB DDR4, 512GB SSD, 15.6"/39.6cm, FHD, IPS, 144Hz, 300 nits, Gaming Laptop, Win 11, Office 21, Blue, 2.29kg, fa1319TX',
    expected: {
      brand: 'HP',
      modelName: 'Victus',
      modelCode: 'fa1319TX',
      ...intel('Core i5-13420H'),
      ...nvidia('GeForce RTX 4050', 6),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'IPS',
      displayRefreshHz: 144,
      weightKg: 2.29,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'HP OMEN 16, 14th Gen Intel Core i7-14650HX, NVIDIA GeForce RTX 4060 8GB, 16GB DDR5, 1TB SSD, 16.1"/40.9cm, QHD, IPS, 240Hz, Gaming Laptop, Win 11, Office 21, Shadow Black, 2.36kg, wf1172TX',
    expected: {
      brand: 'HP',
      modelName: 'OMEN 16',
      modelCode: 'wf1172TX',
      ...intel('Core i7-14650HX'),
      ...nvidia('GeForce RTX 4060', 8),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...inch(16.1),
      displayResolution: '2560x1440',
      displayResolutionName: 'QHD',
      displayPanel: 'IPS',
      displayRefreshHz: 240,
      weightKg: 2.36,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'HP OmniBook 5, Intel Core Ultra 5 125U, 16GB LPDDR5x, 512GB SSD, 14-inch (35.6 cm) 2K OLED Laptop, Intel Graphics, Windows 11, Office 2024, Glacier Silver, 1.59 kg, he0024TU',
    expected: {
      brand: 'HP',
      modelName: 'OmniBook 5',
      modelCode: 'he0024TU',
      ...intel('Core Ultra 5 125U'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...igpu('Intel', 'Intel Graphics'),
      ...inch(14),
      ...named('2K'),
      displayPanel: 'OLED',
      weightKg: 1.59,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'HP Chromebook 14a, Intel Celeron N4500, 4GB LPDDR4x, 64GB eMMC, 14-inch (35.6 cm) HD Laptop, Chrome OS, Intel UHD Graphics, Mineral Silver, 1.46 kg, na1004TU',
    expected: {
      brand: 'HP',
      modelName: 'Chromebook 14a',
      modelCode: 'na1004TU',
      ...intel('Celeron N4500'),
      ramSize: 4,
      ramType: 'LPDDR4X',
      storageSize: 64,
      storageType: 'eMMC',
      ...igpu('Intel', 'UHD Graphics'),
      ...inch(14),
      ...hd,
      weightKg: 1.46,
      operatingSystem: 'Chrome OS',
    },
  },
  {
    title:
      'HP 255 G10 Laptop, AMD Ryzen 3 7330U, 8GB DDR4, 512GB SSD, 15.6-inch (39.6 cm) HD, Anti-Glare, AMD Radeon Graphics, Windows 11 Home, Dark Ash Silver, 1.47 kg, 9G8L0PA',
    expected: {
      brand: 'HP',
      modelName: '255 G10',
      modelCode: '9G8L0PA',
      ...amd('Ryzen 3 7330U'),
      ramSize: 8,
      ramType: 'DDR4',
      ...ssd(512),
      ...igpu('AMD', 'Radeon Graphics'),
      ...inch(15.6),
      ...hd,
      weightKg: 1.47,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'HP Envy x360, Intel Core Ultra 7 155U, 16GB LPDDR5, 1TB SSD, 14-inch (35.6 cm) 2.8K OLED Touchscreen, 120Hz, 2-in-1 Laptop, Intel Graphics, Windows 11, Office 2021, Meteor Silver, 1.39 kg, fc0078TU',
    expected: {
      brand: 'HP',
      modelName: 'Envy x360',
      modelCode: 'fc0078TU',
      ...intel('Core Ultra 7 155U'),
      ramSize: 16,
      ramType: 'LPDDR5',
      ...ssd(1024),
      ...igpu('Intel', 'Intel Graphics'),
      ...inch(14),
      ...named('2.8K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.39,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'HP Victus Gaming Laptop, AMD Ryzen 7 7840HS, NVIDIA GeForce RTX 4060 8GB, 16GB DDR5, 1TB SSD, 16.1-inch (40.9 cm) FHD IPS 144Hz, Windows 11, MS Office, Mica Silver, 2.31 kg, s0097AX',
    expected: {
      brand: 'HP',
      modelName: 'Victus',
      modelCode: 's0097AX',
      ...amd('Ryzen 7 7840HS'),
      ...nvidia('GeForce RTX 4060', 8),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...inch(16.1),
      ...fhd,
      displayPanel: 'IPS',
      displayRefreshHz: 144,
      weightKg: 2.31,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'HP OmniBook X, Snapdragon X Elite X1E-78-100, 16GB LPDDR5x, 1TB SSD, 14-inch (35.6 cm) 2.2K IPS Touchscreen, Copilot+ PC, Windows 11, Meteor Silver, 1.34 kg, 14-fe0053QU',
    expected: {
      brand: 'HP',
      modelName: 'OmniBook X',
      modelCode: '14-fe0053QU',
      processorBrand: 'Qualcomm',
      processorModel: 'Snapdragon X Elite X1E-78-100',
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      graphicsBrand: 'Qualcomm',
      ...inch(14),
      ...named('2.2K'),
      displayPanel: 'IPS',
      weightKg: 1.34,
      operatingSystem: 'Windows 11',
    },
  },
  // Lenovo
  {
    title:
      'Lenovo IdeaPad Slim 3 13th Gen Intel Core i5-13420H 15.3 inch(38.8cm) WUXGA IPS Laptop (16GB/512GB SSD/Win 11/Office 2024/Alexa Built-in/1Yr ADP Free/3 Month Game Pass/Arctic Grey/1.6Kg), 83K100CGIN',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 3',
      modelCode: '83K100CGIN',
      ...intel('Core i5-13420H'),
      ramSize: 16,
      ...ssd(512),
      ...inch(15.3),
      ...wuxga,
      displayPanel: 'IPS',
      weightKg: 1.6,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Lenovo IdeaPad Slim 1 AMD Ryzen 5 7520U 15.6" (39.62cm) FHD Thin & Light Laptop (8GB/512GB SSD/Windows 11/Office 2021/1Yr ADP Free/Cloud Grey/1.58Kg), 82VG00Q1IN',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 1',
      modelCode: '82VG00Q1IN',
      ...amd('Ryzen 5 7520U'),
      ramSize: 8,
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.58,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Lenovo LOQ 2024, Intel Core i5-12450HX, 12GB DDR5, 512GB SSD, NVIDIA RTX 3050 6GB, 15.6"(39.6cm) FHD IPS 144Hz, Windows 11, Office Home 2024, Luna Grey, 2.38Kg, 83GS00BKIN, 3 Month Game Pass, Gaming Laptop',
    expected: {
      brand: 'Lenovo',
      modelName: 'LOQ',
      modelCode: '83GS00BKIN',
      ...intel('Core i5-12450HX'),
      ramSize: 12,
      ramType: 'DDR5',
      ...ssd(512),
      ...nvidia('GeForce RTX 3050', 6),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'IPS',
      displayRefreshHz: 144,
      weightKg: 2.38,
      operatingSystem: 'Windows 11',
      ...gaming('Entry'),
    },
  },
  {
    title:
      'Lenovo Legion 5 Gen 9, Intel Core i7-14650HX, NVIDIA RTX 4060 8GB, 16GB DDR5 RAM, 1TB SSD, 16"(40.6cm) WQXGA IPS 165Hz, Windows 11, Office 2021, Luna Grey, 2.4kg, 83DG00A9IN, Gaming Laptop',
    expected: {
      brand: 'Lenovo',
      modelName: 'Legion 5 Gen 9',
      modelCode: '83DG00A9IN',
      ...intel('Core i7-14650HX'),
      ...nvidia('GeForce RTX 4060', 8),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...inch(16),
      displayResolution: '2560x1600',
      displayResolutionName: 'WQXGA',
      displayPanel: 'IPS',
      displayRefreshHz: 165,
      weightKg: 2.4,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'Lenovo Yoga Slim 7, Intel Core Ultra 7 258V, 32GB LPDDR5X, 1TB SSD, 14" (35.5cm) 2.8K OLED 120Hz, Windows 11, Office Home 2024, Luna Grey, 1.23kg, 83ME002LIN, Copilot+ PC, Aura Edition',
    expected: {
      brand: 'Lenovo',
      modelName: 'Yoga Slim 7',
      modelCode: '83ME002LIN',
      ...intel('Core Ultra 7 258V'),
      ramSize: 32,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      ...inch(14),
      ...named('2.8K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.23,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Lenovo ThinkPad E14 Gen 5 Intel Core i5-1335U 14" (35.56cm) WUXGA IPS 300 Nits Thin and Light Laptop (16GB RAM/512GB SSD/Windows 11 Pro/Intel Iris Xe Graphics/Fingerprint Reader/Graphite Black/1.41 kg), 21JKS0J900',
    expected: {
      brand: 'Lenovo',
      modelName: 'ThinkPad E14 Gen 5',
      modelCode: '21JKS0J900',
      ...intel('Core i5-1335U'),
      ramSize: 16,
      ...ssd(512),
      ...igpu('Intel', 'Iris Xe'),
      ...inch(14),
      ...wuxga,
      displayPanel: 'IPS',
      weightKg: 1.41,
      operatingSystem: 'Windows 11 Pro',
    },
  },
  {
    title:
      'Lenovo V15 G4 AMD Ryzen 3 7320U 15.6" (39.62cm) FHD Antiglare Thin and Light Laptop (8GB LPDDR5/512GB SSD/Windows 11 Home/Office 2021/Arctic Grey/1.65 kg), 82YY00CJIN',
    expected: {
      brand: 'Lenovo',
      modelName: 'V15 G4',
      modelCode: '82YY00CJIN',
      ...amd('Ryzen 3 7320U'),
      ramSize: 8,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.65,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Lenovo IdeaPad Pro 5 AMD Ryzen 7 8845HS 14" (35.5cm) 2.8K OLED 120Hz Thin & Light Laptop (32GB/1TB SSD/Win 11/Office 2021/Backlit KB/FHD Camera/3 Month Game Pass/Arctic Grey/1.46Kg), 83AM0018IN',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Pro 5',
      modelCode: '83AM0018IN',
      ...amd('Ryzen 7 8845HS'),
      ramSize: 32,
      ...ssd(1024),
      ...inch(14),
      ...named('2.8K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.46,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Lenovo IdeaPad Slim 5 Intel Core Ultra 5 125H 14" WUXGA OLED Laptop (16GB/512GB SSD/Win 11/Office 2021/Cloud Grey/1.46Kg), 83DA003MIN',
    features: [
      'Processor: Intel Core Ultra 5 125H (14 cores, up to 4.5 GHz Max Turbo)',
      'Memory: 16GB LPDDR5X-7467 soldered, not upgradable',
      'Display: 14" WUXGA (1920x1200) OLED, 400 nits, 60Hz',
      'Battery: 57Wh, up to 14 hours',
      'Graphics: Intel Arc Graphics',
    ],
    technicalInfo: {
      'Operating System': 'Windows 11 Home',
      'Item Weight': '1.46 Kilograms',
      'Item model number': '83DA003MIN',
    },
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 5',
      modelCode: '83DA003MIN',
      ...intel('Core Ultra 5 125H'),
      processorCores: 14,
      processorBoostGhz: 4.5,
      ramSize: 16,
      ramType: 'LPDDR5X',
      ramSpeedMhz: 7467,
      ramUpgradable: false,
      ...ssd(512),
      ...igpu('Intel', 'Arc Graphics'),
      ...inch(14),
      ...wuxga,
      displayPanel: 'OLED',
      displayRefreshHz: 60,
      weightKg: 1.46,
      batteryWh: 57,
      batteryHours: 14,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Lenovo IdeaPad Slim 3 AMD Ryzen 7 7730U 15.6" FHD IPS Laptop (16GB DDR4 upgradable to 32GB/512GB SSD/Win 11/Office 2021/Arctic Grey/1.62Kg), 82XM00KKIN',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 3',
      modelCode: '82XM00KKIN',
      ...amd('Ryzen 7 7730U'),
      ramSize: 16,
      ramType: 'DDR4',
      ramUpgradable: true,
      ramMaxGb: 32,
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'IPS',
      weightKg: 1.62,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Lenovo IdeaPad Slim 3 Chromebook, MediaTek Kompanio 520, 8GB LPDDR4X, 128GB eMMC, 14" FHD IPS, Chrome OS, Abyss Blue, 1.3 kg, 82XJ002FHA',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 3 Chromebook',
      modelCode: '82XJ002FHA',
      processorBrand: 'MediaTek',
      processorModel: 'Kompanio 520',
      ramSize: 8,
      ramType: 'LPDDR4X',
      storageSize: 128,
      storageType: 'eMMC',
      ...inch(14),
      ...fhd,
      displayPanel: 'IPS',
      weightKg: 1.3,
      operatingSystem: 'Chrome OS',
    },
  },
  {
    title:
      'Lenovo ThinkBook 16 G6, AMD Ryzen 7 7730U, 16GB DDR4, 512GB SSD, 16" WUXGA IPS 300 Nits, 71Wh Battery, Windows 11 Pro, Arctic Grey, 1.7 kg, 21KKA00JIN',
    expected: {
      brand: 'Lenovo',
      modelName: 'ThinkBook 16 G6',
      modelCode: '21KKA00JIN',
      ...amd('Ryzen 7 7730U'),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(16),
      ...wuxga,
      displayPanel: 'IPS',
      batteryWh: 71,
      weightKg: 1.7,
      operatingSystem: 'Windows 11 Pro',
    },
  },
  // ASUS
  {
    title:
      'ASUS Vivobook 15, Intel Core i5-12500H 12th Gen, 15.6" (39.62 cm) FHD, Thin and Light Laptop (16GB/512GB SSD/Intel Iris Xᵉ Graphics/Windows 11/Office 2021/Backlit KB/Fingerprint/Silver/1.7 kg), X1502ZA-EJ532WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Vivobook 15',
      modelCode: 'X1502ZA-EJ532WS',
      ...intel('Core i5-12500H'),
      ramSize: 16,
      ...ssd(512),
      ...igpu('Intel', 'Iris Xe'),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.7,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS Vivobook Go 14, AMD Ryzen 3 7320U, 8GB LPDDR5, 512GB SSD, 14" (35.56 cm) FHD, Thin and Light Laptop, Windows 11, Office 2021, Mixed Black, 1.38 kg, E1404FA-NK3321WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Vivobook Go 14',
      modelCode: 'E1404FA-NK3321WS',
      ...amd('Ryzen 3 7320U'),
      ramSize: 8,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...inch(14),
      ...fhd,
      weightKg: 1.38,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS TUF Gaming A15, AMD Ryzen 7 7435HS, 16GB DDR5, 512GB SSD, NVIDIA GeForce RTX 4060 8GB, 15.6" (39.62 cm) FHD 144Hz, Gaming Laptop, Windows 11, Office 2021, Mecha Gray, 2.3 kg, FA507NVR-LP091WS',
    expected: {
      brand: 'ASUS',
      modelName: 'TUF Gaming A15',
      modelCode: 'FA507NVR-LP091WS',
      ...amd('Ryzen 7 7435HS'),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(512),
      ...nvidia('GeForce RTX 4060', 8),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 2.3,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'ASUS TUF Gaming F15, Intel Core i5-11400H 11th Gen, 15.6" (39.62 cm) FHD 144Hz, Gaming Laptop (8GB/512GB SSD/4GB NVIDIA GeForce RTX 2050/Windows 11/Black/2.3 kg), FX506HF-HN024W',
    expected: {
      brand: 'ASUS',
      modelName: 'TUF Gaming F15',
      modelCode: 'FX506HF-HN024W',
      ...intel('Core i5-11400H'),
      ramSize: 8,
      ...ssd(512),
      ...nvidia('GeForce RTX 2050', 4),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 2.3,
      operatingSystem: 'Windows 11',
      ...gaming('Entry'),
    },
  },
  {
    title:
      'ASUS ROG Strix G16, 14th Gen Intel Core i9-14900HX, 16GB DDR5, 1TB SSD, NVIDIA GeForce RTX 4070 8GB, 16" (40.64 cm) QHD+ 240Hz, Gaming Laptop, Windows 11, Office 2021, Eclipse Gray, 2.5 kg, G614JIR-N4083WS',
    expected: {
      brand: 'ASUS',
      modelName: 'ROG Strix G16',
      modelCode: 'G614JIR-N4083WS',
      ...intel('Core i9-14900HX'),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...nvidia('GeForce RTX 4070', 8),
      ...inch(16),
      ...named('QHD+'),
      displayRefreshHz: 240,
      weightKg: 2.5,
      operatingSystem: 'Windows 11',
      ...gaming('High-end'),
    },
  },
  {
    title:
      'ASUS Zenbook 14 OLED, Intel Core Ultra 5 125H, 16GB LPDDR5X, 512GB SSD, 14" (35.56 cm) 3K OLED 120Hz, Thin and Light Laptop, Windows 11, Office 2021, Ponder Blue, 1.2 kg, UX3405MA-PZ552WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Zenbook 14 OLED',
      modelCode: 'UX3405MA-PZ552WS',
      ...intel('Core Ultra 5 125H'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...inch(14),
      ...named('3K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.2,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS Vivobook S 15, Snapdragon X Elite X1E-78-100, 16GB LPDDR5X, 1TB SSD, 15.6" (39.62 cm) 3K OLED 120Hz, Copilot+ PC, Windows 11, Office 2021, Cool Silver, 1.42 kg, S5507QA-HL021WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Vivobook S 15',
      modelCode: 'S5507QA-HL021WS',
      processorBrand: 'Qualcomm',
      processorModel: 'Snapdragon X Elite X1E-78-100',
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      graphicsBrand: 'Qualcomm',
      ...inch(15.6),
      ...named('3K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.42,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS Vivobook 16, AMD Ryzen 5 7530U, 16GB DDR4, 512GB SSD, 16" (40.64 cm) WUXGA, Thin and Light Laptop, Windows 11, Office 2021, Quiet Blue, 1.88 kg, M1605YA-MB541WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Vivobook 16',
      modelCode: 'M1605YA-MB541WS',
      ...amd('Ryzen 5 7530U'),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(16),
      ...wuxga,
      weightKg: 1.88,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS ROG Zephyrus G14 (2024), AMD Ryzen 9 8945HS, 32GB LPDDR5X, 1TB SSD, NVIDIA GeForce RTX 4070 8GB, 14" (35.56 cm) 3K OLED 120Hz, Gaming Laptop, Windows 11, Office 2021, Eclipse Gray, 1.5 kg, GA403UI-QS093WS',
    expected: {
      brand: 'ASUS',
      modelName: 'ROG Zephyrus G14',
      modelCode: 'GA403UI-QS093WS',
      ...amd('Ryzen 9 8945HS'),
      ramSize: 32,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      ...nvidia('GeForce RTX 4070', 8),
      ...inch(14),
      ...named('3K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.5,
      operatingSystem: 'Windows 11',
      ...gaming('High-end'),
    },
  },
  {
    title:
      'ASUS Chromebook CX1, Intel Celeron N4500, 8GB LPDDR4X, 64GB eMMC, 15.6" (39.62 cm) FHD, Chrome OS, Transparent Silver, 1.8 kg, CX1500CKA-EJ0241',
    expected: {
      brand: 'ASUS',
      modelName: 'Chromebook CX1',
      modelCode: 'CX1500CKA-EJ0241',
      ...intel('Celeron N4500'),
      ramSize: 8,
      ramType: 'LPDDR4X',
      storageSize: 64,
      storageType: 'eMMC',
      ...inch(15.6),
      ...fhd,
      weightKg: 1.8,
      operatingSystem: 'Chrome OS',
    },
  },
  {
    title:
      'ASUS TUF Gaming A16 Advantage Edition, AMD Ryzen 7 7735HS, AMD Radeon RX 7600S 8GB, 16GB DDR5, 512GB SSD, 16" (40.64 cm) FHD+ 165Hz, Gaming Laptop, Windows 11, Office 2021, Sandstorm, 2.2 kg, FA617NS-N3085WS',
    expected: {
      brand: 'ASUS',
      modelName: 'TUF Gaming A16 Advantage Edition',
      modelCode: 'FA617NS-N3085WS',
      ...amd('Ryzen 7 7735HS'),
      hasDedicatedGraphics: true,
      graphicsBrand: 'AMD',
      graphicsModel: 'Radeon RX 7600S',
      graphicsMemoryGb: 8,
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(512),
      ...inch(16),
      ...fhdPlus,
      displayRefreshHz: 165,
      weightKg: 2.2,
      operatingSystem: 'Windows 11',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'ASUS Vivobook 14, Intel Core i3-1215U, 8GB DDR4, 512GB SSD, 14" FHD, Up to 6 Hours Battery, Windows 11, Office 2021, Cool Silver, 1.5 kg, X1404ZA-NK321WS',
    expected: {
      brand: 'ASUS',
      modelName: 'Vivobook 14',
      modelCode: 'X1404ZA-NK321WS',
      ...intel('Core i3-1215U'),
      ramSize: 8,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(14),
      ...fhd,
      batteryHours: 6,
      weightKg: 1.5,
      operatingSystem: 'Windows 11',
    },
  },
  // Acer
  {
    title:
      'Acer Aspire Lite, AMD Ryzen 5 5625U Processor, 16GB RAM, 512GB SSD, Full HD, 15.6"/39.62cm, Windows 11 Home, Steel Gray, 1.59KG, AL15-41, Metal Body, Thin and Light Laptop',
    expected: {
      brand: 'Acer',
      modelName: 'Aspire Lite',
      modelCode: 'AL15-41',
      ...amd('Ryzen 5 5625U'),
      ramSize: 16,
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.59,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Acer Nitro V Gaming Laptop 13th Gen Intel Core i5-13420H with RTX 4050 Graphics 6 GB (16 GB DDR5/512 GB SSD/Windows 11 Home/144 Hz/1.5 ms) ANV15-51 with 39.6 cm (15.6") FHD Display, Obsidian Black, 2.1 KG',
    expected: {
      brand: 'Acer',
      modelName: 'Nitro V',
      modelCode: 'ANV15-51',
      ...intel('Core i5-13420H'),
      ...nvidia('GeForce RTX 4050', 6),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 2.1,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'Acer Aspire 7 Gaming Laptop, 13th Gen Intel Core i5-13420H, NVIDIA GeForce RTX 3050 6GB, 16GB DDR4 RAM, 512GB SSD, 15.6" (39.6 cm) FHD IPS 144Hz Display, Windows 11 Home, Charcoal Black, 2.1 kg, A715-76G',
    expected: {
      brand: 'Acer',
      modelName: 'Aspire 7',
      modelCode: 'A715-76G',
      ...intel('Core i5-13420H'),
      ...nvidia('GeForce RTX 3050', 6),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'IPS',
      displayRefreshHz: 144,
      weightKg: 2.1,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Entry'),
    },
  },
  {
    title:
      'Acer Predator Helios Neo 16, 14th Gen Intel Core i7-14700HX, NVIDIA GeForce RTX 4070 8GB, 16GB DDR5, 1TB SSD, 16" WQXGA 240Hz, Windows 11 Home, Abyssal Black, 2.8 kg, PHN16-72',
    expected: {
      brand: 'Acer',
      modelName: 'Predator Helios Neo 16',
      modelCode: 'PHN16-72',
      ...intel('Core i7-14700HX'),
      ...nvidia('GeForce RTX 4070', 8),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...inch(16),
      displayResolution: '2560x1600',
      displayResolutionName: 'WQXGA',
      displayRefreshHz: 240,
      weightKg: 2.8,
      operatingSystem: 'Windows 11 Home',
      ...gaming('High-end'),
    },
  },
  {
    title:
      'Acer Swift Go 14, Intel Core Ultra 7 155H, 16GB LPDDR5X, 1TB SSD, 14" 2.8K OLED 90Hz, Windows 11 Home, Intel Arc Graphics, Pure Silver, 1.32 kg, SFG14-73',
    expected: {
      brand: 'Acer',
      modelName: 'Swift Go 14',
      modelCode: 'SFG14-73',
      ...intel('Core Ultra 7 155H'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      ...igpu('Intel', 'Arc Graphics'),
      ...inch(14),
      ...named('2.8K'),
      displayPanel: 'OLED',
      displayRefreshHz: 90,
      weightKg: 1.32,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Acer Aspire 3, Intel Core i3-1215U 12th Gen, 8GB LPDDR5, 512GB SSD, 15.6" (39.62 cm) Full HD Display, Windows 11 Home, Intel UHD Graphics, Pure Silver, 1.7 kg, A315-59',
    expected: {
      brand: 'Acer',
      modelName: 'Aspire 3',
      modelCode: 'A315-59',
      ...intel('Core i3-1215U'),
      ramSize: 8,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...igpu('Intel', 'UHD Graphics'),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.7,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Acer Extensa 15, Intel Core i3 N305, 8GB LPDDR5, 512GB SSD, 15.6" Full HD, Windows 11 Home, Intel UHD Graphics, Pure Silver, 1.7 kg, EX215-34',
    expected: {
      brand: 'Acer',
      modelName: 'Extensa 15',
      modelCode: 'EX215-34',
      ...intel('Core i3-N305'),
      ramSize: 8,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...igpu('Intel', 'UHD Graphics'),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.7,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Acer ALG Gaming Laptop 13th Gen Intel Core i5-13420H, NVIDIA GeForce RTX 3050 6GB, 15.6" FHD IPS 144Hz (16GB DDR4/512GB SSD/Win 11 Home) Steel Gray, 1.99 kg, AL15G-53',
    technicalInfo: [
      { name: 'Processor Count', value: '8' },
      { name: 'Processor Speed', value: '4.6 GHz' },
      { name: 'Memory Technology', value: 'DDR4' },
      { name: 'RAM Memory Installed Size', value: '16 GB' },
      { name: 'Maximum Memory Supported', value: '32 GB' },
      { name: 'Hard Drive Interface', value: 'Solid State' },
      { name: 'Graphics Coprocessor', value: 'NVIDIA GeForce RTX 3050' },
      { name: 'Graphics Card Ram Size', value: '6 GB' },
      { name: 'Average Battery Life (in hours)', value: '5 Hours' },
      { name: 'Lithium Battery Energy Content', value: '57 Watt Hours' },
    ],
    expected: {
      brand: 'Acer',
      modelName: 'ALG',
      modelCode: 'AL15G-53',
      ...intel('Core i5-13420H'),
      processorCores: 8,
      processorBoostGhz: 4.6,
      ...nvidia('GeForce RTX 3050', 6),
      ramSize: 16,
      ramType: 'DDR4',
      ramMaxGb: 32,
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'IPS',
      displayRefreshHz: 144,
      weightKg: 1.99,
      batteryWh: 57,
      batteryHours: 5,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Entry'),
    },
  },
  // Dell
  {
    title:
      'Dell Inspiron 3530 Laptop, 13th Gen Intel Core i5-1334U Processor, 16GB DDR4 RAM, 512GB SSD, 15.6" (39.62cm) FHD 120Hz 250 nits Display, Windows 11 + MSO\'21, Backlit Keyboard, Platinum Silver, 1.62kg',
    expected: {
      brand: 'Dell',
      modelName: 'Inspiron 3530',
      ...intel('Core i5-1334U'),
      ramSize: 16,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 120,
      weightKg: 1.62,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Dell 15 Laptop, Intel Core i3-1215U Processor, 8GB DDR4 RAM, 512GB SSD, 15.6" (39.62cm) FHD 120Hz Display, Windows 11 + MSO\'21, Carbon Black, 1.62kg',
    expected: {
      brand: 'Dell',
      modelName: '15',
      ...intel('Core i3-1215U'),
      ramSize: 8,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 120,
      weightKg: 1.62,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Dell G15-5530 Gaming Laptop, 13th Gen Intel Core i5-13450HX, NVIDIA GeForce RTX 3050 6GB GDDR6, 16GB DDR5 RAM, 1TB SSD, 15.6" (39.62cm) FHD 120Hz 250 nits Display, Windows 11 + MSO\'21, Dark Shadow Grey, 2.81kg',
    expected: {
      brand: 'Dell',
      modelName: 'G15-5530',
      ...intel('Core i5-13450HX'),
      ...nvidia('GeForce RTX 3050', 6),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(1024),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 120,
      weightKg: 2.81,
      operatingSystem: 'Windows 11',
      ...gaming('Entry'),
    },
  },
  {
    title:
      'Dell XPS 13 9340 Laptop, Intel Core Ultra 7 155H Processor, 16GB LPDDR5X RAM, 512GB SSD, 13.4" FHD+ 120Hz Display, Windows 11 + MSO\'21, Platinum, 1.19kg',
    expected: {
      brand: 'Dell',
      modelName: 'XPS 13 9340',
      ...intel('Core Ultra 7 155H'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...inch(13.4),
      ...fhdPlus,
      displayRefreshHz: 120,
      weightKg: 1.19,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Dell Inspiron 14 Plus 7440 Laptop, Intel Core Ultra 5 125H, 16GB LPDDR5X, 1TB SSD, 14" 2.8K 90Hz Display, Intel Arc Graphics, Windows 11 + MSO\'24, Ice Blue, 1.6kg',
    expected: {
      brand: 'Dell',
      modelName: 'Inspiron 14 Plus 7440',
      ...intel('Core Ultra 5 125H'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(1024),
      ...igpu('Intel', 'Arc Graphics'),
      ...inch(14),
      ...named('2.8K'),
      displayRefreshHz: 90,
      weightKg: 1.6,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Dell Vostro 3520 Laptop, 12th Gen Intel Core i5-1235U, 8GB DDR4 RAM, 512GB SSD, 15.6" FHD WVA AG 120Hz Display, Windows 11 Home + MSO\'21, Carbon Black, 1.66kg',
    expected: {
      brand: 'Dell',
      modelName: 'Vostro 3520',
      ...intel('Core i5-1235U'),
      ramSize: 8,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayPanel: 'WVA',
      displayRefreshHz: 120,
      weightKg: 1.66,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Dell Alienware m16 R2 Gaming Laptop, Intel Core Ultra 7 155H, 32GB DDR5, 1TB SSD, NVIDIA GeForce RTX 4070 8GB GDDR6, 16" QHD+ 240Hz Display, Windows 11 + MSO\'21, Dark Metallic Moon, 2.61kg',
    expected: {
      brand: 'Dell',
      modelName: 'Alienware m16 R2',
      ...intel('Core Ultra 7 155H'),
      ramSize: 32,
      ramType: 'DDR5',
      ...ssd(1024),
      ...nvidia('GeForce RTX 4070', 8),
      ...inch(16),
      ...named('QHD+'),
      displayRefreshHz: 240,
      weightKg: 2.61,
      operatingSystem: 'Windows 11',
      ...gaming('High-end'),
    },
  },
  // MSI
  {
    title:
      'MSI Thin 15, Intel 13th Gen. Core i5-13420H, 40CM FHD 144Hz Gaming Laptop (16GB/512GB NVMe SSD/Windows 11 Home/Nvidia GeForce RTX 4050, 6GB GDDR6/Cosmos Gray/1.86Kg), B13VE-2244IN',
    expected: {
      brand: 'MSI',
      modelName: 'Thin 15',
      modelCode: 'B13VE-2244IN',
      ...intel('Core i5-13420H'),
      ramSize: 16,
      ...ssd(512),
      ...nvidia('GeForce RTX 4050', 6),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 1.86,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'MSI Katana 15, Intel 13th Gen. i7-13620H, 40CM FHD 144Hz Gaming Laptop (16GB/1TB NVMe SSD/Windows 11 Home/Nvidia GeForce RTX 4060, 8GB GDDR6/Black/2.25Kg), B13VFK-1456IN',
    expected: {
      brand: 'MSI',
      modelName: 'Katana 15',
      modelCode: 'B13VFK-1456IN',
      ...intel('Core i7-13620H'),
      ramSize: 16,
      ...ssd(1024),
      ...nvidia('GeForce RTX 4060', 8),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 2.25,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'MSI Modern 14, Intel 12th Gen. i5-1235U, 36CM FHD 60Hz Laptop (8GB/512GB NVMe SSD/Windows 11 Home/Intel Iris Xe Graphics/Classic Black/1.4Kg), C12MO-1215IN',
    expected: {
      brand: 'MSI',
      modelName: 'Modern 14',
      modelCode: 'C12MO-1215IN',
      ...intel('Core i5-1235U'),
      ramSize: 8,
      ...ssd(512),
      ...igpu('Intel', 'Iris Xe'),
      ...fhd,
      displayRefreshHz: 60,
      weightKg: 1.4,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'MSI Cyborg 15 AI, Intel Core Ultra 7 155H, 40CM FHD 144Hz Gaming Laptop (16GB/1TB NVMe SSD/Windows 11 Home/Nvidia GeForce RTX 4060, 8GB GDDR6/Translucent Black/1.98Kg), A1VFK-211IN',
    expected: {
      brand: 'MSI',
      modelName: 'Cyborg 15 AI',
      modelCode: 'A1VFK-211IN',
      ...intel('Core Ultra 7 155H'),
      ramSize: 16,
      ...ssd(1024),
      ...nvidia('GeForce RTX 4060', 8),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 1.98,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  // Apple
  {
    title:
      'Apple MacBook Air Laptop: Apple M3 chip, 13.6-inch Liquid Retina Display, 16GB Unified Memory, 256GB SSD Storage, Backlit Keyboard, 1080p FaceTime HD Camera, Touch ID; Midnight',
    expected: {
      brand: 'Apple',
      modelName: 'MacBook Air',
      processorBrand: 'Apple',
      processorModel: 'Apple M3',
      ramSize: 16,
      ramType: 'Unified',
      ...ssd(256),
      graphicsBrand: 'Apple',
      ...inch(13.6),
      displayPanel: 'Liquid Retina',
    },
  },
  {
    title:
      'Apple 2024 MacBook Pro Laptop with M4 Pro chip with 12‑core CPU and 16‑core GPU: Built for Apple Intelligence, 35.97 cm (14.2″) Liquid Retina XDR Display, 24GB Unified Memory, 512GB SSD Storage; Space Black',
    expected: {
      brand: 'Apple',
      modelName: 'MacBook Pro',
      processorBrand: 'Apple',
      processorModel: 'Apple M4 Pro',
      processorCores: 12,
      ramSize: 24,
      ramType: 'Unified',
      ...ssd(512),
      graphicsBrand: 'Apple',
      graphicsModel: 'M4 Pro 16-core GPU',
      ...inch(14.2),
      displayPanel: 'Liquid Retina XDR',
    },
  },
  {
    title:
      'Apple MacBook Air 13-inch Laptop with M4 chip: Built for Apple Intelligence, 34.46 cm (13.6″) Liquid Retina Display, 16GB Unified Memory, 256GB SSD Storage, 12MP Center Stage Camera, Touch ID; Sky Blue',
    expected: {
      brand: 'Apple',
      modelName: 'MacBook Air',
      processorBrand: 'Apple',
      processorModel: 'Apple M4',
      ramSize: 16,
      ramType: 'Unified',
      ...ssd(256),
      graphicsBrand: 'Apple',
      ...inch(13.6),
      displayPanel: 'Liquid Retina',
    },
  },
  {
    title:
      'Apple MacBook Air Laptop with M2 chip: 34.46 cm (13.6-inch) Liquid Retina Display, 16GB RAM, 256GB SSD Storage, Backlit Keyboard, 1080p FaceTime HD Camera. Works with iPhone/iPad; Midnight',
    expected: {
      brand: 'Apple',
      modelName: 'MacBook Air',
      processorBrand: 'Apple',
      processorModel: 'Apple M2',
      ramSize: 16,
      ...ssd(256),
      graphicsBrand: 'Apple',
      ...inch(13.6),
      displayPanel: 'Liquid Retina',
    },
  },
  {
    title:
      'Apple MacBook Pro 16-inch Laptop with M4 Max chip with 16‑core CPU and 40‑core GPU: 41.05 cm (16.2″) Liquid Retina XDR Display, 48GB Unified Memory, 1TB SSD Storage; Space Black',
    features: ['Battery life up to 21 hours', 'macOS Sequoia'],
    expected: {
      brand: 'Apple',
      modelName: 'MacBook Pro',
      processorBrand: 'Apple',
      processorModel: 'Apple M4 Max',
      processorCores: 16,
      ramSize: 48,
      ramType: 'Unified',
      ...ssd(1024),
      graphicsBrand: 'Apple',
      graphicsModel: 'M4 Max 40-core GPU',
      ...inch(16.2),
      displayPanel: 'Liquid Retina XDR',
      batteryHours: 21,
      operatingSystem: 'macOS',
    },
  },
  // Samsung
  {
    title:
      'Samsung Galaxy Book4 Intel Core i5 13th Gen 1335U - (16 GB/512 GB SSD/Windows 11 Home) NP750XGJ-KG3IN Thin and Light Laptop (15.6 inch, Gray, 1.55 kg, With MS Office)',
    expected: {
      brand: 'Samsung',
      modelName: 'Galaxy Book4',
      modelCode: 'NP750XGJ-KG3IN',
      ...intel('Core i5-1335U'),
      ramSize: 16,
      ...ssd(512),
      ...inch(15.6),
      weightKg: 1.55,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Samsung Galaxy Book4 Pro 360 Intel Core Ultra 7 155H, 16GB LPDDR5X, 512GB SSD, 16" (40.62 cm) 3K Dynamic AMOLED 2X Touchscreen, 120Hz, Windows 11 Home, MS Office, Moonstone Gray, 1.66 kg, NP960QGK-KG1IN',
    expected: {
      brand: 'Samsung',
      modelName: 'Galaxy Book4 Pro 360',
      modelCode: 'NP960QGK-KG1IN',
      ...intel('Core Ultra 7 155H'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...inch(16),
      ...named('3K'),
      displayPanel: 'AMOLED',
      displayRefreshHz: 120,
      weightKg: 1.66,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Samsung Galaxy Book4 Edge, Snapdragon X Elite X1E-80-100, 16GB LPDDR5X, 512GB SSD, 14" (35.56 cm) 3K Dynamic AMOLED 2X, 120Hz, Copilot+ PC, Windows 11 Home, Sapphire Blue, 1.16 kg, NP940XMA-KB1IN',
    expected: {
      brand: 'Samsung',
      modelName: 'Galaxy Book4 Edge',
      modelCode: 'NP940XMA-KB1IN',
      processorBrand: 'Qualcomm',
      processorModel: 'Snapdragon X Elite X1E-80-100',
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      graphicsBrand: 'Qualcomm',
      ...inch(14),
      ...named('3K'),
      displayPanel: 'AMOLED',
      displayRefreshHz: 120,
      weightKg: 1.16,
      operatingSystem: 'Windows 11 Home',
    },
  },
  // Infinix
  {
    title:
      'Infinix INBook Y2 Plus Intel Core i5 11th Gen 1155G7 - (16 GB/512 GB SSD/Windows 11 Home) XL29 Thin and Light Laptop (15.6 inch, Grey, 1.76 kg)',
    expected: {
      brand: 'Infinix',
      modelName: 'INBook Y2 Plus',
      modelCode: 'XL29',
      ...intel('Core i5-1155G7'),
      ramSize: 16,
      ...ssd(512),
      ...inch(15.6),
      weightKg: 1.76,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Infinix INBook Y4 Max Series Intel Core i5 13th Gen 1334U Processor (16 GB LPDDR4X/512 GB SSD/Windows 11 Home) 16" FHD IPS, 1.7kg Laptop, Silver, YL613',
    expected: {
      brand: 'Infinix',
      modelName: 'INBook Y4 Max',
      modelCode: 'YL613',
      ...intel('Core i5-1334U'),
      ramSize: 16,
      ramType: 'LPDDR4X',
      ...ssd(512),
      ...inch(16),
      ...fhd,
      displayPanel: 'IPS',
      weightKg: 1.7,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Infinix GT Book, Intel Core i5-13420H, NVIDIA GeForce RTX 4050 6GB, 16GB LPDDR5X, 512GB SSD, 16" FHD+ 120Hz IPS, Windows 11 Home, Grey Mecha, 2.05 kg, Gaming Laptop',
    expected: {
      brand: 'Infinix',
      modelName: 'GT Book',
      ...intel('Core i5-13420H'),
      ...nvidia('GeForce RTX 4050', 6),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...inch(16),
      ...fhdPlus,
      displayPanel: 'IPS',
      displayRefreshHz: 120,
      weightKg: 2.05,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  // Others
  {
    title:
      'Xiaomi Redmi Book 15, Intel Core i3-1115G4 11th Gen, 8GB DDR4, 512GB SSD, 15.6" (39.62 cm) FHD Anti-Glare, Windows 11 Home, MS Office, Charcoal Gray, 1.8 kg',
    expected: {
      brand: 'Xiaomi',
      modelName: 'Redmi Book 15',
      ...intel('Core i3-1115G4'),
      ramSize: 8,
      ramType: 'DDR4',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      weightKg: 1.8,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'CHUWI CoreBook X 14" Laptop, Intel Core i5-12450H, 16GB LPDDR5, 512GB SSD, 2.2K IPS Display, Windows 11, Backlit Keyboard, Wi-Fi 6, 1.5 kg, Space Grey',
    brand: 'Chuwi',
    expected: {
      brand: 'Chuwi',
      modelName: 'CoreBook X',
      ...intel('Core i5-12450H'),
      ramSize: 16,
      ramType: 'LPDDR5',
      ...ssd(512),
      ...inch(14),
      ...named('2.2K'),
      displayPanel: 'IPS',
      weightKg: 1.5,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'Microsoft Surface Laptop 7th Edition, Copilot+ PC, Snapdragon X Plus X1P-64-100, 16GB LPDDR5x, 512GB SSD, 13.8" PixelSense Touchscreen, Windows 11 Home, Platinum, 1.34 kg, ZGJ-00016',
    brand: 'Microsoft',
    expected: {
      brand: 'Microsoft',
      modelName: 'Surface Laptop 7th Edition',
      modelCode: 'ZGJ-00016',
      processorBrand: 'Qualcomm',
      processorModel: 'Snapdragon X Plus X1P-64-100',
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      graphicsBrand: 'Qualcomm',
      ...inch(13.8),
      weightKg: 1.34,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'GIGABYTE G5 MF5, Intel Core i7-13620H, NVIDIA GeForce RTX 4050 6GB, 16GB DDR5, 512GB SSD, 15.6" FHD 144Hz, Windows 11 Home, Iron Gray, Gaming Laptop',
    brand: 'GIGABYTE',
    technicalInfo: { model: 'MF5-H2IN353KH', itemWeight: 1900 },
    expected: {
      brand: 'Gigabyte',
      modelName: 'G5 MF5',
      modelCode: 'MF5-H2IN353KH',
      ...intel('Core i7-13620H'),
      ...nvidia('GeForce RTX 4050', 6),
      ramSize: 16,
      ramType: 'DDR5',
      ...ssd(512),
      ...inch(15.6),
      ...fhd,
      displayRefreshHz: 144,
      weightKg: 1.9,
      operatingSystem: 'Windows 11 Home',
      ...gaming('Mid-range'),
    },
  },
  {
    title:
      'Samsung Galaxy Book5 Pro, Intel Core Ultra 7 256V, 16GB LPDDR5X, 512GB SSD, 14" (35.56 cm) 3K Dynamic AMOLED 2X, 120Hz, Intel Arc 140V, Windows 11 Home, Gray, 1.23 kg, NP940XHA-LG2IN',
    expected: {
      brand: 'Samsung',
      modelName: 'Galaxy Book5 Pro',
      modelCode: 'NP940XHA-LG2IN',
      ...intel('Core Ultra 7 256V'),
      ramSize: 16,
      ramType: 'LPDDR5X',
      ...ssd(512),
      ...igpu('Intel', 'Arc 140V'),
      ...inch(14),
      ...named('3K'),
      displayPanel: 'AMOLED',
      displayRefreshHz: 120,
      weightKg: 1.23,
      operatingSystem: 'Windows 11 Home',
    },
  },
  {
    title:
      'Lenovo IdeaPad Slim 5 AMD Ryzen AI 7 350 14" WUXGA OLED Laptop (16GB/1TB SSD/Win 11/Office 2024/AMD Radeon 860M/Luna Grey/1.39Kg), 83HX002JIN',
    expected: {
      brand: 'Lenovo',
      modelName: 'IdeaPad Slim 5',
      modelCode: '83HX002JIN',
      ...amd('Ryzen AI 7 350'),
      ramSize: 16,
      ...ssd(1024),
      ...igpu('AMD', 'Radeon 860M'),
      ...inch(14),
      ...wuxga,
      displayPanel: 'OLED',
      weightKg: 1.39,
      operatingSystem: 'Windows 11',
    },
  },
  {
    title:
      'ASUS ProArt P16, AMD Ryzen AI 9 HX 370, 32GB LPDDR5X, 2TB SSD, NVIDIA GeForce RTX 4070 8GB, 16" (40.64 cm) 4K OLED Touchscreen 120Hz, Windows 11, Office Home 2024, Nano Black, 1.85 kg, H7606WI-ME125WS',
    expected: {
      brand: 'ASUS',
      modelName: 'ProArt P16',
      modelCode: 'H7606WI-ME125WS',
      ...amd('Ryzen AI 9 HX 370'),
      ramSize: 32,
      ramType: 'LPDDR5X',
      ...ssd(2048),
      ...nvidia('GeForce RTX 4070', 8),
      ...inch(16),
      ...named('4K'),
      displayPanel: 'OLED',
      displayRefreshHz: 120,
      weightKg: 1.85,
      operatingSystem: 'Windows 11',
    },
  },
];

const SCORED: ReadonlyArray<keyof Expected> = [
  'brand',
  'modelName',
  'modelCode',
  'processorBrand',
  'processorModel',
  'processorCores',
  'processorBoostGhz',
  'ramSize',
  'ramType',
  'ramSpeedMhz',
  'ramUpgradable',
  'ramMaxGb',
  'storageSize',
  'storageType',
  'hasDedicatedGraphics',
  'graphicsBrand',
  'graphicsModel',
  'graphicsMemoryGb',
  'displaySize',
  'displayResolution',
  'displayResolutionName',
  'displayRefreshHz',
  'displayPanel',
  'weightKg',
  'batteryWh',
  'batteryHours',
  'operatingSystem',
  'isGamingLaptop',
  'gamingTier',
];
const DEFAULTS: Expected = { hasDedicatedGraphics: false, isGamingLaptop: false };

function scoreTable(rows: readonly Row[]) {
  let right = 0;
  let total = 0;
  let statedRight = 0;
  let stated = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const parsed = parseListing(row);
    for (const field of SCORED) {
      const want = row.expected[field] ?? DEFAULTS[field] ?? null;
      const got = parsed[field as keyof ParsedListing] ?? null;
      const ok = want === got;
      total += 1;
      right += ok ? 1 : 0;
      if (want !== null && want !== false) {
        stated += 1;
        statedRight += ok ? 1 : 0;
      }
      if (!ok)
        misses.push(
          `${row.title.slice(0, 40)}… ${field}: want ${String(want)}, got ${String(got)}`,
        );
    }
  }
  return {
    accuracy: right / total,
    right,
    total,
    statedAccuracy: statedRight / stated,
    statedRight,
    stated,
    misses,
  };
}

describe('listing parser on the table of Amazon.in listings', () => {
  it('has at least 60 listings across the brands shoppers compare', () => {
    expect(LISTING_TABLE.length).toBeGreaterThanOrEqual(60);
    const brands = new Set(LISTING_TABLE.map((row) => row.expected.brand));
    for (const brand of [
      'HP',
      'Lenovo',
      'ASUS',
      'Acer',
      'Dell',
      'MSI',
      'Apple',
      'Samsung',
      'Infinix',
    ]) {
      expect(brands).toContain(brand);
    }
  });

  it('gets at least 95 % of fields right, and 95 % of the fields the listings state', () => {
    const score = scoreTable(LISTING_TABLE);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `Listing parser accuracy: ${pct(score.accuracy)} of all fields (${score.right}/${score.total}), ` +
        `${pct(score.statedAccuracy)} of stated fields (${score.statedRight}/${score.stated}) ` +
        `over ${LISTING_TABLE.length} listings` +
        (score.misses.length > 0 ? `\nMisses:\n${score.misses.join('\n')}` : ''),
    );
    expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(score.statedAccuracy).toBeGreaterThanOrEqual(0.95);
  });
});
