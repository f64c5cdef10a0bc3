// Demo data: the site's one author, shown on /author/{slug} and linked from every byline.
import type { DemoAuthor } from './demo-content.types';

export const demoAuthors: readonly DemoAuthor[] = [
  {
    slug: 'rohit-sharma',
    name: 'Rohit Sharma',
    role: 'Senior Laptop Reviewer',
    bio: 'Rohit Sharma has been testing and writing about laptops since 2018, after several years looking after a college computer lab in Pune. He reviews machines the way Indian buyers use them: on crowded trains, in hostel rooms, through summer afternoons and power cuts. He writes every guide on this site himself and updates them when prices or models change.',
    expertise: [
      'Budget and mid-range laptops under ₹1,00,000',
      'Laptop processors: Intel Core, AMD Ryzen and Apple silicon',
      'Battery life and thermal testing',
      'Display quality and colour accuracy',
      'Gaming laptops and GPU power limits',
      'Warranty, service networks and after-sales in India',
    ],
    stats: [
      { label: 'Laptops tested', value: '140+' },
      { label: 'Years reviewing', value: '8' },
      { label: 'Guides written', value: '60+' },
      { label: 'Readers helped', value: '2 lakh+' },
    ],
    methodologyHtml: `<h3>How we get the laptops we test</h3>
<p>Most laptops we assess are retail units bought for testing and resold afterwards; some are review units loaned by brands for two to four weeks. Brands never see an article before it is published, never pay for coverage and cannot ask for changes. When a guide mentions a laptop we have not had in hand, we say so and base the advice on the specification sheet and on laptops that share its processor, graphics and chassis.</p>
<h3>Performance: real work, repeated</h3>
<p>We run the same set of workloads on every laptop, plugged in and on battery, in the manufacturer's default power mode and in its performance mode:</p>
<ul>
<li>A multi-threaded rendering test of the Cinebench kind, run in a 10-minute loop so that we see sustained speed, not only the first burst.</li>
<li>A PCMark-style office and browsing workload: documents, spreadsheets, video calls and a browser with many tabs.</li>
<li>A code build and a 4K video export of the same project, timed with a stopwatch.</li>
<li>On laptops with dedicated graphics, a fixed set of games at 1080p with the frame rate logged, plus the GPU power draw reported by the driver.</li>
</ul>
<h3>Battery: a rundown at 150 nits</h3>
<p>We set the screen to 150 nits, measured with a meter, switch on Wi-Fi, and loop a mix of web pages and video until the laptop shuts down. Brightness and background apps are fixed so results can be compared between laptops. We also note how long the charger takes to reach 80 percent, and whether the laptop charges from a USB-C power bank, which matters in areas with frequent power cuts.</p>
<h3>Display: measured with a colorimeter</h3>
<p>A colorimeter measures peak brightness, contrast, colour gamut (sRGB and DCI-P3 coverage) and average colour error (Delta E) out of the box. We also check for visible flicker at low brightness, backlight bleed and how the glossy or matte finish copes with a bright window behind you.</p>
<h3>Thermals, noise and build</h3>
<ul>
<li>Surface temperatures at the keyboard and underside after 30 minutes of sustained load, with the room temperature recorded, because a laptop that is fine in an air-conditioned office can throttle in a 36°C room.</li>
<li>Fan noise from the typing position, at idle and under load.</li>
<li>Keyboard travel and feel over a full day of writing, touchpad accuracy, hinge wobble and lid flex.</li>
<li>Ports, webcam and microphone quality on a real video call, and speaker volume in a noisy room.</li>
</ul>
<h3>After-sales and service in India</h3>
<p>For each brand we check its service-centre locator against a fixed list of metro, tier-2 and tier-3 cities, note whether warranty is carry-in or onsite, and call the support line with a routine question to see how long it takes to reach a person. We read the warranty terms for battery, adapter and accidental-damage cover so that we can tell you what is and is not included.</p>
<h3>Prices: tracked for 90 days</h3>
<p>We track the listed price of each laptop we recommend for at least 90 days before calling something a good deal, so that a sale price can be compared with the usual price and not with an inflated list price. Prices change often; always check the current price before you buy.</p>
<h3>What we cannot tell you</h3>
<ul>
<li>We usually test one unit of a model, so unit-to-unit variation (a slightly different panel, a noisier fan) is possible.</li>
<li>A few weeks of testing cannot show long-term reliability; we update guides when a model shows a pattern of faults.</li>
<li>Brands change components (panel, SSD, Wi-Fi card) within the same model name, so a laptop bought later may differ from the one we tested.</li>
<li>Our benchmark results are comparable with each other, not with figures published elsewhere, because settings and room conditions differ.</li>
</ul>`,
    featuredGuidePaths: [
      '/blog/laptop-buying-guide-india-2026',
      '/blog/best-laptops-for-students-india',
      '/blog/intel-core-ultra-vs-ryzen-ai-300',
      '/blog/laptop-warranty-and-service-centres-india',
      '/processors/amd-ryzen-5',
      '/storage/ssd-vs-hdd',
      '/technical/battery-guide',
    ],
  },
];
