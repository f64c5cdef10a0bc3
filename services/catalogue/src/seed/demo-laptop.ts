/** One laptop of the demo catalogue, before ids, slugs, affiliate links and price ranges are derived. */
export interface DemoLaptop {
  asin: string; // 10 chars: "B0" + 8 uppercase letters/digits, unique across the list
  title: string; // as an Amazon India listing would read, e.g. "HP 15s, 13th Gen Intel Core i5-1334U, 16GB DDR4, 512GB SSD, 15.6-inch FHD, Windows 11, MS Office, Silver, 1.59 kg, fq5330TU"
  brand: string; // "HP", "Lenovo", "ASUS", "Acer", "Dell", "MSI", "Apple", "Samsung", "Infinix", "Xiaomi", "Chuwi", "Gigabyte", "Avita", "Microsoft", ...
  model: string; // model line + code, e.g. "15s fq5330TU"
  originalPrice: number; // integer rupees (MRP / list price), >= currentPrice
  currentPrice: number; // integer rupees
  rating: string | null; // decimal string out of 5 like "4.2"; null for unrated laptops
  reviewCount: number; // 0 when rating is null
  isFeatured: boolean;
  features: string[]; // 3-6 short feature tags, e.g. "Backlit Keyboard", "Fingerprint Reader", "144Hz Display"
  pros: string[]; // 2-4 honest pros
  cons: string[]; // 1-3 honest cons
  specifications: {
    processor: string; // "Intel Core i5-1334U (10 cores, up to 4.6 GHz)"
    ram: string; // "16 GB DDR4 3200 MHz"
    storage: string; // "512 GB PCIe NVMe SSD"
    graphics: string; // "Intel Iris Xe Graphics" / "NVIDIA GeForce RTX 4050 6GB GDDR6"
    display: string; // "15.6-inch FHD (1920x1080) IPS, 250 nits"
    battery: string; // "41 Wh, up to 7 hours"
    weight: string; // "1.59 kg"
    os: string; // "Windows 11 Home"
  };
  processorBrand: 'Intel' | 'AMD' | 'Apple' | 'MediaTek' | 'Qualcomm';
  processorModel: string; // "Core i5-1334U", "Ryzen 5 7530U", "Apple M4"
  ramSize: number; // GB: 4, 8, 16, 24, 32, 64
  ramType: string; // "DDR4", "DDR5", "LPDDR5X", "Unified"
  storageSize: number; // GB: 128, 256, 512, 1024, 2048
  storageType: 'SSD' | 'HDD' | 'eMMC';
  displaySize: string; // "15.6 inch"
  displayResolution: string; // "1920x1080"
  dedicatedGraphics: boolean; // true only for discrete GPUs (NVIDIA GeForce/RTX, AMD Radeon RX); integrated Iris Xe / Radeon / Arc iGPU / Apple GPU => false
  isGamingLaptop: boolean;
  gamingTier: 'Entry' | 'Mid-range' | 'High-end' | null; // null unless isGamingLaptop
  gamingPerformanceRating: number | null; // integer out of 10; Entry 5-6, Mid-range 7-8, High-end 9-10; null unless gaming
  graphicsBrand: string; // "Intel", "AMD", "NVIDIA", "Apple", "Qualcomm"
  graphicsModel: string; // "Iris Xe", "GeForce RTX 4060"
}
