import type { FaqItem } from '../faq';

/** docs/product-rules.md §9: the home FAQ has 10 items. */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'How much RAM do I need in a laptop?',
    answer:
      '8 GB is enough for browsing, online classes and office apps. Choose 16 GB for programming, photo editing, gaming or many open browser tabs, and to keep the laptop comfortable for 4–5 years. Many thin laptops have soldered RAM that cannot be upgraded later, so buy what you will need.',
    link: { to: '/laptops/16gb-ram', label: 'See laptops with 16 GB RAM' },
  },
  {
    question: 'Is an SSD necessary, and how much storage should I get?',
    answer:
      'Yes. An SSD starts the laptop in seconds and opens apps far faster than a hard disk. 512 GB is the sensible minimum for a Windows laptop, because 256 GB fills quickly with updates and apps. For games or video work choose 1 TB, or a laptop with a spare M.2 slot for a second SSD.',
    link: { to: '/laptops/ssd-storage', label: 'See laptops with SSD storage' },
  },
  {
    question: 'Intel or AMD: which processor should I choose?',
    answer:
      'Both are good; compare the generation and the series rather than the brand. Recent AMD Ryzen chips often give more cores for the money and strong integrated graphics; Intel Core Ultra chips add an NPU, and many of their laptops have Thunderbolt ports. The suffix matters too: U- and P-series chips favour battery life, H- and HX-series chips favour performance.',
    link: { to: '/laptops/amd-processor', label: 'Compare AMD and Intel laptops' },
  },
  {
    question: 'Do I need a laptop with dedicated graphics?',
    answer:
      'Only for gaming, video editing, 3D work or machine learning. For study, office work, coding and photo editing, modern integrated graphics are enough and use less battery. If you do need a GPU, compare its power limit (TGP): the same GPU runs much faster in a laptop that gives it more power.',
    link: { to: '/laptops/dedicated-graphics', label: 'See laptops with dedicated graphics' },
  },
  {
    question: 'When is the best time to buy a laptop on Amazon India?',
    answer:
      "Prices usually drop during Amazon's big sale events, such as Prime Day (usually in July) and the Great Indian Festival (around Dussehra and Diwali), when bank offers are added on top. Launches of new models also bring discounts on the outgoing ones. If you need a laptop now, compare today's price with its recent prices before you buy.",
  },
  {
    question: 'How do bank offers and no-cost EMI work?',
    answer:
      'A bank offer is an instant discount applied at checkout when you pay with an eligible card; it usually has a minimum order value and a maximum discount. With no-cost EMI the interest is given back to you as an upfront discount, so you pay the product price in instalments, but the bank may still charge GST on the interest and a processing fee. Read the offer terms on the checkout page.',
  },
  {
    question: 'What warranty do laptops come with in India?',
    answer:
      "Most laptops come with a one-year manufacturer warranty; some business models include longer or on-site cover. Buy from a seller that gives a GST invoice, register the laptop on the brand's website and check that its serial number shows the right warranty. Extended warranty and accidental damage protection can be bought from the brand, usually within a limited time after purchase.",
  },
  {
    question: 'Is Microsoft Office included with Windows laptops?',
    answer:
      'Many Windows laptops sold in India come with Office Home (earlier Office Home & Student) preinstalled: a lifetime licence for Word, Excel, PowerPoint and OneNote that belongs to that laptop and is activated with your Microsoft account. Look for "Office Home 2024" or "MS Office" in the listing; a Microsoft 365 trial is not the same thing.',
  },
  {
    question: 'Are the prices on this site up to date?',
    answer:
      'Prices are tracked through a price-tracking API and Amazon\'s product data, and each price shows the time it was checked. A price older than 24 hours is not shown: you see "Check price on Amazon" instead. Prices and availability change often, and the price on amazon.in at the time of purchase applies.',
  },
  {
    question: 'Do I pay more when I buy through your links?',
    answer:
      'No. You pay the same price as anyone else on amazon.in. As an Amazon Associate, we earn from qualifying purchases: Amazon pays us a small commission, which keeps this site running.',
  },
];
