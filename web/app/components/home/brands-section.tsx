import { Card } from '@bli/ui';
import type { HomeSummary } from './home-summary';
import { HomeSection } from './section';
import { ownValue } from '@bli/domain';

interface BrandNote {
  brand: string;
  lines: string;
  service: string;
  tip: string;
}

/** What a buyer in India should know about each big brand: lines, service, warranty, a tip. */
const BRANDS: readonly BrandNote[] = [
  {
    brand: 'HP',
    lines:
      'Victus and Omen for gaming, Pavilion and 15s for students and home, ProBook and EliteBook for business.',
    service:
      'One of the widest service networks in India, with authorised centres in most cities. HP Care Packs extend the warranty and can add accidental damage cover.',
    tip: 'On budget models, check whether the RAM is soldered or in a slot: it decides whether you can upgrade later.',
  },
  {
    brand: 'Lenovo',
    lines:
      'IdeaPad for everyday use, ThinkPad for business, LOQ and Legion for gaming, Yoga for premium 2-in-1s.',
    service:
      'Large service network; Premium Care and accidental damage protection are sold as upgrades. ThinkPads are known for their keyboards and durability.',
    tip: 'Legion is well regarded for cooling and sustained GPU performance; LOQ is the cheaper gaming line.',
  },
  {
    brand: 'ASUS',
    lines: 'Vivobook and Zenbook (often with OLED screens), TUF and ROG for gaming.',
    service:
      'ASUS Exclusive Stores and service centres have spread across India; the ASUS Perfect Warranty add-on covers accidental and liquid damage.',
    tip: 'Strong specifications for the price: compare the display and RAM against rivals at the same budget.',
  },
  {
    brand: 'Acer',
    lines:
      'Aspire and Extensa for tight budgets, Swift for thin-and-light, Nitro and Predator for gaming.',
    service:
      'Service is through Acer authorised centres: check that there is one near you before you buy.',
    tip: 'Often among the lowest prices for a given processor and GPU: check screen brightness and battery capacity, where savings are usually made.',
  },
  {
    brand: 'Dell',
    lines:
      'Inspiron for home and students, Vostro and Latitude for business, Dell G-series and Alienware for gaming.',
    service:
      'Business models offer on-site service plans; extended warranty and accidental damage cover can be added at purchase.',
    tip: 'One model name can cover several configurations: compare the processor, RAM and screen of the exact variant.',
  },
  {
    brand: 'Apple',
    lines: 'MacBook Air (fanless, silent) and MacBook Pro, all with Apple silicon.',
    service:
      'Apple Stores in several Indian cities and authorised service providers nationwide; AppleCare+ extends cover and adds accidental damage.',
    tip: 'Check your software first: TallyPrime and some college engineering tools run only on Windows.',
  },
  {
    brand: 'MSI',
    lines:
      'A gaming-first brand: Thin and Katana at entry level, up to Crosshair, Raider and Titan.',
    service:
      'A smaller service network than HP, Lenovo or Dell: confirm there is an authorised centre in your city.',
    tip: 'Compare GPU power limits (TGP) across MSI lines: the same GPU can perform very differently.',
  },
];

export function BrandsSection({ summary }: { summary: HomeSummary }) {
  return (
    <HomeSection
      id="brands"
      title="Laptop Brands in India: What to Know"
      intro="Service network and warranty matter as much as specifications when something breaks."
      className="border-y border-slate-200 bg-white"
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {BRANDS.map((note) => {
          const count = ownValue(summary.laptopsByBrand, note.brand.toLowerCase()) ?? 0;
          return (
            <li key={note.brand}>
              <Card className="h-full space-y-2 p-5 text-sm text-slate-600">
                <h3 className="flex items-baseline justify-between gap-2 text-lg font-semibold text-slate-900">
                  {note.brand}
                  {count > 0 && (
                    <span className="text-xs font-normal text-slate-500">
                      {count} {count === 1 ? 'model' : 'models'} listed
                    </span>
                  )}
                </h3>
                <p>{note.lines}</p>
                <p>
                  <span className="font-medium text-slate-800">Service and warranty: </span>
                  {note.service}
                </p>
                <p>
                  <span className="font-medium text-slate-800">Tip: </span>
                  {note.tip}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
