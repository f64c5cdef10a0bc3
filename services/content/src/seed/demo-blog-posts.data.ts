// Demo data: blog posts for /blog and /blog/{slug}, all written by the site's author.
// Prices are typical bands, never a specific model's price; posts that give bands say prices change.
import type { DemoBlogPost } from './demo-content.types';

export const demoBlogPosts: readonly DemoBlogPost[] = [
  {
    slug: 'laptop-buying-guide-india-2026',
    title: 'Laptop Buying Guide India 2026: What to Prioritise at Every Budget',
    excerpt:
      'A plain-language checklist for buying a laptop in India in 2026: which specs matter at each budget from ₹30,000 to ₹2,00,000, what to skip, and how to time the purchase.',
    contentHtml: `<h2>Start with the job, not the spec sheet</h2>
<p>Most laptop regret we hear about comes from buying on a single number such as "i7", "RTX" or "1 TB" rather than on the work the machine must do for the next four or five years. Before you open a single product page, write down three things: what you will run every day, where you will use it (a desk, a classroom, a local train, a client's office), and the most you can spend including a sleeve, a mouse and any extended warranty.</p>
<p>Then match that to a budget band. Laptop prices in India move every week and sale prices are often 10 to 20 percent below the usual price, so treat the bands below as typical ranges, not fixed prices.</p>
<h2>What each budget typically buys in 2026</h2>
<table>
<thead>
<tr><th>Budget</th><th>Typical processor</th><th>RAM and storage</th><th>Who it suits</th></tr>
</thead>
<tbody>
<tr><td>Up to ₹30,000</td><td>Entry Core i3 or Core 3, Ryzen 3, older Ryzen 5 U-series</td><td>8 GB, 256–512 GB SSD</td><td>Browsing, online classes, documents</td></tr>
<tr><td>₹30,000–₹50,000</td><td>Ryzen 5 or Core i5, often one or two generations old</td><td>8–16 GB, 512 GB SSD</td><td>Students, office work, light photo edits</td></tr>
<tr><td>₹50,000–₹80,000</td><td>Newer Ryzen 5/7, Core Ultra 5, entry RTX graphics in gaming models</td><td>16 GB, 512 GB–1 TB SSD</td><td>Coding, 1080p gaming, better screens</td></tr>
<tr><td>₹80,000–₹1,00,000</td><td>Core Ultra 5/7, Ryzen AI 5/7, Apple M-series MacBook Air</td><td>16 GB, 512 GB SSD</td><td>Premium thin-and-light, mid-range gaming</td></tr>
<tr><td>Above ₹1,00,000</td><td>Core Ultra 7/9, Ryzen AI 9, Apple Pro chips, RTX 4070/5070-class graphics</td><td>16–32 GB, 1 TB SSD</td><td>Video editing, 3D, high-refresh gaming</td></tr>
</tbody>
</table>
<p>To see what is listed in each band right now, start from <a href="/best-laptop-under-30000">laptops under ₹30,000</a>, <a href="/best-laptop-under-50000">under ₹50,000</a>, <a href="/best-laptop-under-80000">under ₹80,000</a> or <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a>.</p>
<h2>The five specs that matter most</h2>
<h3>1. Memory: 16 GB is the sensible default</h3>
<p>Windows 11, a browser with twenty tabs, a video call and an antivirus can fill 8 GB on their own. An 8 GB laptop still works for light use, but it is the part most likely to make a laptop feel slow in its third year. Check whether the memory is soldered: many thin laptops cannot be upgraded, so buy what you will need on day one. Our <a href="/blog/8gb-vs-16gb-ram-2026">8 GB vs 16 GB comparison</a> and the <a href="/laptops/16gb-ram">16 GB RAM laptop list</a> go into detail.</p>
<h3>2. Storage: SSD only, 512 GB if you can</h3>
<p>A solid-state drive is the single biggest factor in how quick a laptop feels. Avoid anything that boots from a hard disk or from eMMC flash, which is still found in a few very cheap laptops. 256 GB fills up fast once Windows updates, Office and a few projects are installed; 512 GB is the comfortable minimum. See <a href="/storage/ssd-vs-hdd">SSD vs HDD explained</a>.</p>
<h3>3. Processor: generation matters more than the badge</h3>
<p>A current Core Ultra 5 or Ryzen 5 often outruns a Core i7 from three generations ago. Read the suffix too: U chips favour battery life, H and HS chips favour sustained performance, and HX chips belong in heavy gaming laptops. Our <a href="/cpu-comparison">CPU comparison</a> and <a href="/blog/ryzen-5-vs-intel-core-i5-laptops">Ryzen 5 vs Core i5 guide</a> explain the trade-offs.</p>
<h3>4. Display: look past the resolution</h3>
<p>Two "Full HD IPS" screens can look completely different. Many budget panels reach only about 250 nits and cover barely half of the sRGB colour range, so they look dull near a window. Look for 300 nits or more and "100% sRGB" in the specification, or an OLED panel if you watch a lot of video. The <a href="/display/panel-types">panel types guide</a> explains IPS, TN and OLED.</p>
<h3>5. Battery and charging</h3>
<p>Manufacturer battery claims are measured at low brightness with little running. As a rule of thumb, a battery under 50 Wh in a laptop with an H-series chip will not last a full college or working day. USB-C charging is a real advantage: one charger for phone and laptop, and the option of charging from a power bank during a power cut. Our <a href="/technical/battery-guide">battery guide</a> covers care and capacity.</p>
<h2>What to avoid in 2026</h2>
<ul>
<li>4 GB RAM or eMMC storage at any price; Windows 11 is miserable on both.</li>
<li>Gaming laptops built around an RTX 2050: it has 4 GB of video memory and struggles in recent games, so you pay gaming-laptop weight for little gain.</li>
<li>Old stock with 10th- or 11th-gen Intel chips or Ryzen 3000 processors sold as "discounted", unless the price is genuinely low.</li>
<li>Brands with no service centre within reach of your city.</li>
<li>Grey-market imports whose international warranty Indian service centres may refuse to honour.</li>
<li>Paying a large premium only for "AI PC" branding if you have no use for the on-device AI features.</li>
</ul>
<h2>India-specific checks before you pay</h2>
<ul>
<li><strong>Service network:</strong> look up the brand's service centres in your city, and whether warranty is onsite or carry-in. Our <a href="/blog/laptop-warranty-and-service-centres-india">warranty and service guide</a> explains what to ask.</li>
<li><strong>Bank offers and no-cost EMI:</strong> compare the final price after the instant discount; no-cost EMI can still add a processing fee and GST on the interest.</li>
<li><strong>GST invoice:</strong> if the laptop is for your business, enter your GSTIN before ordering so you can claim input tax credit. See <a href="/blog/gst-and-laptop-prices-india">GST and laptop prices</a>.</li>
<li><strong>Bundled software:</strong> many Windows laptops sold in India include Microsoft Office Home and Student; that is worth counting when you compare with a laptop that does not.</li>
<li><strong>Heat:</strong> thin laptops with powerful chips can slow down in 38°C rooms. If you do not have air-conditioning, favour laptops with good cooling over slightly faster chips.</li>
<li><strong>Power:</strong> where cuts are frequent, put battery life above raw speed, and plug in through a surge protector.</li>
</ul>
<h2>When to buy</h2>
<p>The biggest discounts usually arrive during the Amazon Great Indian Festival around Dasara and Diwali, followed by Prime Day in July and the Republic Day sales in January. If you need a laptop for a course starting next week, though, buy it now: waiting three months to save a few thousand rupees is rarely worth missing classes. Our <a href="/blog/best-time-to-buy-laptops-india-sales">sale calendar</a> has the details.</p>
<h2>A quick checklist</h2>
<ol>
<li>Set a budget that includes a bag, a mouse and any warranty extension.</li>
<li>Insist on an SSD and, above ₹45,000, 16 GB of RAM.</li>
<li>Choose a current-generation processor with the right suffix for your work.</li>
<li>Check screen brightness (300 nits or more) and colour coverage.</li>
<li>Keep the weight under 1.5 kg if you carry it every day.</li>
<li>Confirm there is a service centre near you.</li>
<li>Compare the final price after offers, not the crossed-out list price.</li>
</ol>
<p>If you are not sure where to begin, browse by task on the <a href="/use-cases">use-case hub</a> or read the background guides in the <a href="/knowledge-hub">knowledge hub</a>.</p>`,
    category: 'buying-guide',
    tags: ['buying guide', 'budget laptops', 'laptop specs', '2026'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-01-06T04:00:00.000Z',
    isFeatured: true,
    seoTitle: 'Laptop Buying Guide India 2026: Specs for Every Budget',
    seoDescription:
      'Which laptop specs matter at ₹30,000, ₹50,000, ₹80,000 and ₹1,00,000+ in India in 2026, what to avoid, and how sales, EMI and warranty change the deal.',
    viewCount: 48210,
  },
  {
    slug: 'gst-and-laptop-prices-india',
    title: 'GST and Laptop Prices in India: A Guide for Businesses and Freelancers',
    excerpt:
      'How GST is built into the price of a laptop, when a business or freelancer can claim input tax credit, and the invoice details to check before you place the order.',
    contentHtml: `<h2>GST is already inside the price you see</h2>
<p>Laptop prices shown to Indian shoppers, on a shop shelf or online, include GST. Laptops fall under HSN heading 8471 and have been taxed at 18 percent. GST rates are set by the GST Council and are revised from time to time, so always check the rate printed on your invoice rather than relying on any article, including this one.</p>
<p>Working backwards from the price is simple. Divide the price by 1.18 to get the taxable value; the rest is tax. A laptop priced at ₹59,000 including 18 percent GST has a taxable value of ₹50,000 and GST of ₹9,000. For an individual buyer that ₹9,000 is simply part of the cost. For a GST-registered business it may be recoverable.</p>
<h3>CGST and SGST, or IGST?</h3>
<p>If the seller ships from the same state as your billing address, the invoice splits the tax into 9 percent CGST and 9 percent SGST. If the seller is in another state, the whole 18 percent is shown as IGST. Both are equally claimable; what matters is that the place of supply on the invoice is your state and the tax is shown separately from the taxable value.</p>
<h2>Who can claim input tax credit on a laptop</h2>
<p>A business registered under GST, including a freelancer or consultant with a GST registration under the regular scheme, can usually claim the GST paid on a laptop used for the business. Computers are not on the list of blocked credits that covers items like food and most motor vehicles. A few conditions apply:</p>
<ul>
<li>The invoice must carry your GSTIN and your registered legal name.</li>
<li>The seller must report the sale in its own return, so that it shows in your GSTR-2B.</li>
<li>You must have received the laptop and paid the seller.</li>
<li>You must claim within the time limit allowed for that financial year.</li>
<li>Taxpayers under the composition scheme cannot claim input tax credit at all.</li>
</ul>
<p>If the laptop is used partly for personal purposes, the credit may need to be apportioned. Tax rules change and individual situations differ, so confirm the details with your chartered accountant before you file.</p>
<h2>What to check on the invoice</h2>
<table>
<thead>
<tr><th>Invoice field</th><th>What to check</th><th>Why it matters</th></tr>
</thead>
<tbody>
<tr><td>Buyer GSTIN</td><td>Exactly matches your registration</td><td>Without it there is no input tax credit</td></tr>
<tr><td>Legal name and address</td><td>As on your GST certificate</td><td>Mismatches cause trouble at assessment</td></tr>
<tr><td>Place of supply</td><td>Your state</td><td>Decides IGST versus CGST and SGST</td></tr>
<tr><td>HSN code</td><td>Usually 8471 for laptops</td><td>Confirms the rate applied</td></tr>
<tr><td>Taxable value and tax</td><td>Shown as separate amounts</td><td>You claim the tax amount, not the total</td></tr>
<tr><td>Seller GSTIN</td><td>Present and valid</td><td>Unregistered sellers cannot pass on credit</td></tr>
<tr><td>Serial number</td><td>Printed on the invoice or packing slip</td><td>Needed for warranty claims later</td></tr>
</tbody>
</table>
<h2>Buying with a GST invoice online</h2>
<p>On amazon.in, many sellers can issue a GST invoice: add your GSTIN to the delivery address or use a business account before you place the order. Look for the note that a GST invoice is available on the offer you choose, because not every seller provides one. A GSTIN usually cannot be added to an invoice after the order is placed, so do this first, not after delivery.</p>
<p>For several laptops at once, standardise on one model so that chargers and spare parts are interchangeable, and keep every invoice with the asset record. Our <a href="/blog/best-business-laptops-india">business laptop guide</a> covers which model lines suit small teams.</p>
<h2>Bank offers, no-cost EMI and GST</h2>
<p>Instant bank discounts lower what you pay, but how they appear varies: some are reflected on the invoice, others are applied by the bank and never appear on the seller's invoice. Your input tax credit follows the tax shown on the invoice, not the amount you finally paid.</p>
<p>No-cost EMI has a catch that surprises many buyers. The bank still charges interest; the seller gives an equal discount up front to cancel it out. But the bank charges 18 percent GST on the interest portion, and some banks add a processing fee with GST on top. On a laptop around ₹60,000 spread over six or nine months, that can add a few hundred rupees. It is still a reasonable deal, just not literally free.</p>
<h2>Depreciation, briefly</h2>
<p>For income tax, a business laptop is a capital asset and is depreciated rather than expensed in one go. Computers have historically had a higher depreciation rate than most office equipment, which makes them relatively quick to write off. The current rate and how it interacts with presumptive schemes is a question for your accountant.</p>
<h2>Freelancers and students</h2>
<ul>
<li>If you are not registered under GST, you cannot claim the tax back; compare laptops on the final price alone.</li>
<li>If you register later, purchases made before registration follow separate rules; ask before assuming anything.</li>
<li>Students cannot claim GST, but student discounts and bank offers can make a bigger difference than tax. See our <a href="/blog/best-laptops-for-students-india">student laptop guide</a>.</li>
</ul>
<h2>A quick checklist for business buyers</h2>
<ol>
<li>Decide the model and quantity, and check the seller can issue a GST invoice.</li>
<li>Add your GSTIN before placing the order.</li>
<li>Check the invoice fields in the table above as soon as it arrives.</li>
<li>Register the warranty in the company's name using the invoice date.</li>
<li>Pass the invoice to your accountant in the same month.</li>
</ol>
<p>For laptops suited to bookkeeping and office work, browse our lists for <a href="/laptops/accounting">accounting</a> and <a href="/laptops/work-from-home">work from home</a>, or read the <a href="/use-cases/business">business use-case guide</a>.</p>`,
    category: 'india-specific',
    tags: ['GST', 'business laptops', 'input tax credit', 'invoices', 'no-cost EMI'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-01-20T05:30:00.000Z',
    isFeatured: false,
    seoTitle: 'GST on Laptops in India: Invoices, ITC and EMI Explained',
    seoDescription:
      'How 18% GST shows up in laptop prices in India, when businesses and freelancers can claim input tax credit, and what to check on a GST invoice.',
    viewCount: 9340,
  },
  {
    slug: '8gb-vs-16gb-ram-2026',
    title: '8GB vs 16GB RAM in 2026: How Much Memory Does Your Laptop Need?',
    excerpt:
      'Why 16 GB has become the sensible default for most laptops in 2026, when 8 GB is still enough, and how to tell soldered memory from upgradeable memory on a listing.',
    contentHtml: `<h2>The short answer</h2>
<p>For most people buying a Windows laptop in 2026, 16 GB of RAM is the right amount. 8 GB is still workable for light use on a tight budget, and 32 GB is worth paying for only if you edit video, run virtual machines or containers, or keep dozens of heavy applications open. The longer answer depends on what you run and whether the memory can be upgraded later.</p>
<h2>Where the memory goes</h2>
<p>On a freshly started Windows 11 laptop, the operating system and background services already occupy roughly 3 to 4 GB. Add a browser with a dozen tabs, a Teams or Zoom call, a messaging app and an antivirus, and an 8 GB laptop is at its limit. When memory runs out, Windows moves data to the SSD; that keeps things running but makes switching between apps noticeably slower.</p>
<p>There is a second, less obvious drain. Laptops without a dedicated graphics card borrow system RAM for the integrated GPU, often 1 to 2 GB. On an 8 GB laptop that leaves even less for your applications.</p>
<h2>What each amount handles</h2>
<table>
<thead>
<tr><th>Workload</th><th>8 GB</th><th>16 GB</th><th>32 GB</th></tr>
</thead>
<tbody>
<tr><td>Browsing, online classes, documents</td><td>Fine</td><td>Comfortable</td><td>Unneeded</td></tr>
<tr><td>Office work with video calls and many tabs</td><td>Slows down</td><td>Comfortable</td><td>Unneeded</td></tr>
<tr><td>Programming (web, Python, Java)</td><td>Tight</td><td>Good</td><td>Helpful with Docker or Android emulators</td></tr>
<tr><td>Photo editing</td><td>Tight</td><td>Good</td><td>Helpful for large catalogues</td></tr>
<tr><td>1080p video editing</td><td>Struggles</td><td>Good</td><td>Better</td></tr>
<tr><td>4K video editing, 3D, virtual machines</td><td>Not suitable</td><td>Workable</td><td>Recommended</td></tr>
<tr><td>Gaming</td><td>Not suitable for recent games</td><td>Good</td><td>Little benefit today</td></tr>
</tbody>
</table>
<h2>Soldered or upgradeable: read the listing carefully</h2>
<p>Thin laptops increasingly use LPDDR5 or LPDDR5X memory soldered to the motherboard. It is fast and efficient, but it can never be upgraded. Other laptops use SO-DIMM slots you can fill later. Listings describe this in different ways, so look for phrases like these:</p>
<ul>
<li><strong>"16 GB LPDDR5X (onboard)"</strong> or "soldered": what you buy is what you keep.</li>
<li><strong>"8 GB onboard + 1 free slot"</strong>: you can add a stick later, usually up to 16 or 24 GB in total.</li>
<li><strong>"8 GB DDR5 SO-DIMM, expandable up to 32 GB"</strong>: one stick fitted, one slot free or replaceable.</li>
<li><strong>"Max supported memory"</strong> tells you the ceiling, not what is installed.</li>
</ul>
<p>If the memory is soldered, buy 16 GB now. If there is a free slot, an 8 GB laptop with a planned upgrade can be a sensible way to spread the cost, provided you actually do the upgrade. Our <a href="/technical/upgrade-guide">upgrade guide</a> shows how to check which type your laptop has.</p>
<h2>Single-channel versus dual-channel</h2>
<p>Memory works faster when it runs in dual-channel mode, with data moving along two paths at once. A laptop with a single 8 GB or 16 GB stick runs in single-channel mode, which can cut integrated graphics performance sharply. On some Intel laptops the integrated graphics are not even allowed to run as Iris Xe without dual-channel memory. If you add memory, match the size and speed of the existing stick. The <a href="/memory/dual-channel-ram">dual-channel RAM guide</a> explains how to check.</p>
<h2>When 8 GB is still fine</h2>
<ul>
<li>A school child's laptop for online classes, homework and browsing, bought under ₹30,000.</li>
<li>A second laptop used only for email, documents and video.</li>
<li>A laptop with a free memory slot, if you plan to upgrade within a year.</li>
</ul>
<p>See what is available on our <a href="/laptops/8gb-ram">8 GB RAM laptop list</a> and in the <a href="/best-laptop-under-30000">under ₹30,000</a> range.</p>
<h2>When to go for 32 GB</h2>
<ul>
<li>You edit 4K video or large RAW photo catalogues every week.</li>
<li>You run Docker containers, Android emulators or virtual machines alongside an IDE.</li>
<li>You work with local AI models or large datasets.</li>
<li>The memory is soldered and you intend to keep the laptop for five years or more.</li>
</ul>
<h2>A note on prices</h2>
<p>Memory chip prices rose noticeably from late 2025 as data-centre demand grew, and that has filtered into both laptop prices and the cost of upgrade sticks. The gap between an 8 GB and a 16 GB version of the same laptop varies widely from model to model and from week to week, so compare the two variants directly rather than assuming a fixed difference. In the ₹45,000 to ₹60,000 band, the 16 GB variant is almost always worth the extra.</p>
<h2>Our verdict</h2>
<p>Buy 16 GB unless your budget is under about ₹35,000 or your use is genuinely light. It is the difference between a laptop that feels fine in year one and one that still feels fine in year four. Start with the <a href="/laptops/16gb-ram">16 GB RAM laptop list</a>, or read our longer guide to <a href="/memory/16gb-ram-laptops">16 GB RAM laptops</a>.</p>`,
    category: 'comparisons',
    tags: ['RAM', '8GB vs 16GB', 'memory', 'upgrades'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-02-10T04:30:00.000Z',
    isFeatured: false,
    seoTitle: '8GB vs 16GB RAM Laptop in 2026: Which Should You Buy?',
    seoDescription:
      'Is 8 GB RAM enough in 2026? What 8, 16 and 32 GB handle, soldered vs upgradeable memory, dual-channel, and when the 16 GB variant is worth it in India.',
    viewCount: 22870,
  },
  {
    slug: 'ryzen-5-vs-intel-core-i5-laptops',
    title: 'Ryzen 5 vs Intel Core i5 Laptops: Which Should You Buy in 2026?',
    excerpt:
      'The Ryzen 5 and Core i5 chips you will actually find in Indian laptops between ₹40,000 and ₹70,000, how they differ in speed, graphics and battery, and which to pick for your work.',
    contentHtml: `<h2>Why this comparison is harder than it looks</h2>
<p>"Ryzen 5 or Core i5?" is one of the most common questions we get, and the honest answer is that the badge tells you little. Both names cover chips from several generations that are on sale side by side in India. A 2025-designed Ryzen 5 and a Ryzen 5 built on a 2020 design carry the same sticker. The model number, not the brand, decides how fast the laptop is.</p>
<h2>The chips you will actually see</h2>
<p>These are the processors that turn up most often in laptops in the ₹40,000 to ₹70,000 band. Prices vary by brand and change often.</p>
<table>
<thead>
<tr><th>Chip</th><th>Design</th><th>Cores / threads</th><th>Integrated graphics</th><th>Best for</th></tr>
</thead>
<tbody>
<tr><td>Ryzen 5 7520U</td><td>Zen 2, efficiency</td><td>4 / 8</td><td>Radeon 610M (basic)</td><td>Light use only; often mistaken for a newer chip</td></tr>
<tr><td>Ryzen 5 7530U</td><td>Zen 3, efficiency</td><td>6 / 12</td><td>Radeon (Vega-based)</td><td>Students and office work on a budget</td></tr>
<tr><td>Ryzen 5 7535HS</td><td>Zen 3+, performance</td><td>6 / 12</td><td>Radeon 660M</td><td>Budget gaming laptops, coding</td></tr>
<tr><td>Ryzen 5 8645HS</td><td>Zen 4, performance</td><td>6 / 12</td><td>Radeon 760M</td><td>Strong all-rounder, light gaming on the iGPU</td></tr>
<tr><td>Core i5-1334U / 1335U</td><td>13th gen, efficiency</td><td>10 / 12</td><td>Intel UHD or Iris Xe</td><td>Thin laptops, office work</td></tr>
<tr><td>Core 5 120U</td><td>Refreshed 13th-gen design</td><td>10 / 12</td><td>Intel graphics</td><td>Similar to the i5-1335U</td></tr>
<tr><td>Core i5-12450H / 13420H</td><td>12th/13th gen, performance</td><td>8 / 12</td><td>Intel UHD</td><td>Budget gaming laptops paired with an RTX GPU</td></tr>
</tbody>
</table>
<p>Above roughly ₹70,000 you will also meet the newer Core Ultra 5 and Ryzen AI 5 chips, which we compare in <a href="/blog/intel-core-ultra-vs-ryzen-ai-300">Core Ultra vs Ryzen AI 300</a>.</p>
<h2>Performance: what you will notice</h2>
<h3>Everyday work</h3>
<p>For browsing, documents and video calls, every chip in the table except the Ryzen 5 7520U is quick enough that you will not notice a difference. The 7520U is the one to be wary of: it uses an older four-core design and usually comes with 8 GB of soldered memory, which together make a laptop feel slow sooner.</p>
<h3>Heavy multi-core work</h3>
<p>In our sustained rendering and code-compile runs, the H and HS chips clearly beat the U chips, because they are allowed to draw more power for longer. Between AMD and Intel at the same class, results are close; the laptop's cooling often matters more than the brand. A well-cooled Core i5-13420H and a well-cooled Ryzen 5 7535HS trade places depending on the task.</p>
<h3>Integrated graphics</h3>
<p>This is where AMD usually leads in budget laptops. The Radeon 660M and especially the 760M handle older and lighter games and video editing previews better than Intel UHD graphics. Intel's better Iris Xe graphics need dual-channel memory to run at full speed; a budget laptop with a single memory stick falls back to the slower UHD mode. Check the memory configuration before counting on graphics performance.</p>
<h2>Battery life and heat</h2>
<p>U-series chips from both brands give the best battery life, and in our 150-nit rundown the gap between a Ryzen 5 7530U laptop and a Core i5-1335U laptop depended more on battery size and screen than on the processor. H-series laptops run warmer and their fans are louder; in a room without air-conditioning during an Indian summer, that is worth weighing.</p>
<h2>Price and availability in India</h2>
<p>In the ₹40,000 to ₹60,000 band, Ryzen laptops often give you more cores and better integrated graphics for the money. Intel laptops are more numerous, so there is more choice of chassis, screen and keyboard, and business lines more often include features like Thunderbolt. Compare the whole laptop, not just the chip: a better screen or an extra memory slot can matter more than a few percent of processor speed. Browse current options on the <a href="/laptops/amd-processor">AMD laptops</a> and <a href="/laptops/intel-processor">Intel laptops</a> pages.</p>
<h2>Which should you choose?</h2>
<h3>Choose a Ryzen 5 laptop if</h3>
<ul>
<li>You want the most multi-core performance for your rupees under ₹60,000.</li>
<li>You will use integrated graphics for light gaming or video editing.</li>
<li>You find a model with a 7530U, 7535HS or 8645HS chip, not a 7520U.</li>
</ul>
<h3>Choose a Core i5 laptop if</h3>
<ul>
<li>The Intel model has the better screen, keyboard or build at the same price.</li>
<li>You need Thunderbolt docks or business features your employer relies on.</li>
<li>You are buying a gaming laptop where the RTX graphics card does the heavy lifting anyway.</li>
</ul>
<h2>Our verdict</h2>
<p>Neither brand wins outright. Read the model number, avoid the Ryzen 5 7520U unless the price is very low, prefer H or HS chips for coding and gaming, and let the screen, memory and service network break the tie. For spec-by-spec detail, open our <a href="/cpu-comparison">CPU comparison</a> or the guides to <a href="/processors/amd-ryzen-5">AMD Ryzen 5</a> and <a href="/processors/intel-core-i5">Intel Core i5</a>, then shortlist from <a href="/best-laptop-under-50000">laptops under ₹50,000</a> or <a href="/best-laptop-under-80000">under ₹80,000</a>.</p>`,
    category: 'comparisons',
    tags: ['Ryzen 5', 'Core i5', 'processors', 'AMD vs Intel'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-02-24T05:00:00.000Z',
    isFeatured: false,
    seoTitle: 'Ryzen 5 vs Core i5 Laptops (2026): Which to Buy in India',
    seoDescription:
      'Ryzen 5 7530U, 7535HS and 8645HS against Core i5-1335U and 13420H: speed, graphics, battery and value in Indian laptops from ₹40,000 to ₹70,000.',
    viewCount: 31560,
  },
  {
    slug: 'amd-ryzen-laptop-processors-explained',
    title: 'AMD Ryzen Laptop Processors Explained: Decoding the Model Numbers',
    excerpt:
      'How to read an AMD Ryzen laptop chip name, which generations hide behind the same badge, and which Ryzen processors we recommend at each Indian budget in 2026.',
    contentHtml: `<h2>Why Ryzen names need decoding</h2>
<p>AMD sells several generations of laptop processors at the same time, and in India all of them are on the shelf together. A ₹38,000 laptop and a ₹65,000 laptop can both say "Ryzen 5", yet one may be built on a design from 2020 and the other on one from 2024. Learning to read the model number takes five minutes and protects you from the most common mistake we see: paying for a badge instead of a chip.</p>
<h2>The 7000- and 8000-series decoder</h2>
<p>From 2023, AMD's four-digit laptop model numbers follow a pattern. Take the Ryzen 5 7530U as an example.</p>
<table>
<thead>
<tr><th>Position</th><th>Example digit</th><th>What it means</th></tr>
</thead>
<tbody>
<tr><td>First digit</td><td>7</td><td>Model year: 7 for 2023, 8 for 2024</td></tr>
<tr><td>Second digit</td><td>5</td><td>Market segment: 3 or 4 is Ryzen 3, 5 or 6 is Ryzen 5, 7 or 8 is Ryzen 7, 9 is Ryzen 9</td></tr>
<tr><td>Third digit</td><td>3</td><td>Architecture: 2 is Zen 2, 3 is Zen 3 (or Zen 3+ when the last digit is 5), 4 is Zen 4</td></tr>
<tr><td>Fourth digit</td><td>0</td><td>0 for the lower model in its segment, 5 for the upper one</td></tr>
<tr><td>Suffix</td><td>U</td><td>Power class (see below)</td></tr>
</tbody>
</table>
<p>The third digit is the one that matters. A Ryzen 5 7520U is a Zen 2 chip, a design from 2020, with only four cores. A Ryzen 5 7530U is Zen 3 with six cores. A Ryzen 5 8645HS is Zen 4. The year digit tells you when the name was issued, not how modern the silicon is.</p>
<h3>Suffixes: how much power the chip may draw</h3>
<ul>
<li><strong>U</strong>: about 15 to 28 watts. Thin laptops, good battery life, modest sustained speed.</li>
<li><strong>HS</strong>: about 35 watts. Slim performance laptops and many budget gaming models.</li>
<li><strong>H</strong>: 45 watts or more. Thicker performance laptops.</li>
<li><strong>HX</strong>: 55 watts and up. Desktop-class chips for high-end gaming laptops; poor on battery.</li>
</ul>
<h2>Ryzen 200 series and Ryzen AI 300</h2>
<p>In 2024 AMD changed its naming again for its newest chips. The <strong>Ryzen AI 300</strong> family (Ryzen AI 5 340, Ryzen AI 7 350, Ryzen AI 9 365 and Ryzen AI 9 HX 370) uses the Zen 5 architecture, newer Radeon 800M graphics and a neural processing unit (NPU) rated at up to 50 TOPS, enough to qualify for Microsoft's Copilot+ PC features. The <strong>Ryzen 200</strong> series that followed is largely a refreshed version of the 8000-series Zen 4 chips under a simpler name, aimed at mid-priced laptops. At the top sits <strong>Ryzen AI Max</strong>, a large chip with very strong graphics found in a few premium machines.</p>
<h2>Integrated graphics, ranked</h2>
<p>Graphics matter for students who game a little, photographers and anyone using two external monitors. From weakest to strongest, the integrated GPUs you will meet are:</p>
<ol>
<li>Radeon 610M (in the 7520U): fine for video, weak for anything else.</li>
<li>Vega-based Radeon graphics (in the 7530U and 7430U): adequate for office work and very light games.</li>
<li>Radeon 660M and 680M (in Zen 3+ HS chips): capable of older games at low settings.</li>
<li>Radeon 740M, 760M and 780M (in Zen 4 chips): the sweet spot for light gaming and editing without a graphics card.</li>
<li>Radeon 840M to 890M (in Ryzen AI 300): the best integrated graphics in the mainstream range.</li>
</ol>
<h2>How the generations compare in our testing</h2>
<p>In our sustained multi-core workload and timed code builds, each architecture step brought a clear gain at the same power level, and the jump from Zen 3 to Zen 4 was the biggest one we measured in mid-range laptops. Battery results depended as much on the laptop as on the chip: a 7530U in a laptop with a 42 Wh battery lasted less than an 8645HS in one with a 70 Wh battery. That is why we always judge a laptop, not a processor in isolation.</p>
<h3>Strengths</h3>
<ul>
<li>Strong multi-core performance for the price, especially in the ₹40,000 to ₹70,000 band.</li>
<li>Integrated graphics that are usually better than Intel's in the same price band.</li>
<li>Efficient U-series chips with good battery life.</li>
</ul>
<h3>Weaknesses</h3>
<ul>
<li>Confusing naming that lets old designs sit beside new ones.</li>
<li>Budget models often pair good chips with single-channel or soldered memory.</li>
<li>Fewer Thunderbolt-style ports on budget AMD laptops than on comparable Intel ones.</li>
</ul>
<h2>Which Ryzen at which budget</h2>
<table>
<thead>
<tr><th>Budget</th><th>Look for</th><th>Avoid</th></tr>
</thead>
<tbody>
<tr><td>Up to ₹35,000</td><td>Ryzen 3 7330U, Ryzen 5 7430U or 7530U</td><td>Ryzen 5 7520U paired with 8 GB soldered RAM, unless very cheap</td></tr>
<tr><td>₹35,000–₹55,000</td><td>Ryzen 5 7530U with 16 GB, or Ryzen 5 7535HS</td><td>Older Ryzen 5000 stock at near-new prices</td></tr>
<tr><td>₹55,000–₹80,000</td><td>Ryzen 5 8645HS, Ryzen 7 8845HS, Ryzen 200 series, Ryzen AI 5 340</td><td>"Ryzen 7" laptops built on Zen 3 when a Zen 4 Ryzen 5 costs the same</td></tr>
<tr><td>Above ₹80,000</td><td>Ryzen AI 7 350, Ryzen AI 9 365 or HX 370</td><td>HX chips in thin laptops that cannot cool them</td></tr>
</tbody>
</table>
<h2>Three traps to avoid</h2>
<ul>
<li><strong>The Ryzen 7 that is slower than a Ryzen 5.</strong> An older Ryzen 7 5700U can lose to a newer Ryzen 5 in both speed and efficiency.</li>
<li><strong>"AI" in the title but not in the chip.</strong> Some listings add "AI PC" to laptops with older processors; only chips with a capable NPU support the Copilot+ features.</li>
<li><strong>Great chip, starved of memory.</strong> A single 8 GB stick can cut integrated graphics performance sharply; look for dual-channel memory.</li>
</ul>
<h2>Where to go next</h2>
<p>Compare head to head in <a href="/blog/ryzen-5-vs-intel-core-i5-laptops">Ryzen 5 vs Core i5</a>, read the deeper <a href="/processors/amd-ryzen-5">AMD Ryzen 5 guide</a>, use the <a href="/cpu-comparison">CPU comparison tool</a>, or browse every <a href="/laptops/amd-processor">AMD laptop</a> we list. Prices change often, so check the current listing before deciding.</p>`,
    category: 'cpu-reviews',
    tags: ['AMD Ryzen', 'processors', 'model numbers', 'integrated graphics'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-03-16T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'AMD Ryzen Laptop Processors Explained (2026 Guide)',
    seoDescription:
      'Decode AMD Ryzen laptop model numbers: Zen 2 vs Zen 3 vs Zen 4, U vs HS vs HX, Ryzen AI 300, and which Ryzen chip to buy at each budget in India.',
    viewCount: 12480,
  },
  {
    slug: 'apple-m4-macbook-air-india-review-guide',
    title: 'Apple M4 MacBook Air in India: Review Guide and Who Should Buy It',
    excerpt:
      'What the M4 chip changed in the MacBook Air, how it holds up to Indian heat and workloads, the software gaps that matter here, and when a Windows laptop is the better buy.',
    contentHtml: `<h2>What the M4 brought to the MacBook Air</h2>
<p>The M4 MacBook Air, sold in 13-inch and 15-inch sizes, made three changes that matter to Indian buyers. The base model now has 16 GB of unified memory instead of 8 GB, which removes our biggest complaint about earlier Airs. The 10-core M4 processor is a solid step up for heavier work. And the Air can now drive two external displays with its lid open, useful if you work at a desk with monitors. A 12-megapixel Center Stage camera rounds it off for video calls.</p>
<p>What has not changed is the design: no fan, a 13.6-inch or 15.3-inch screen, two Thunderbolt ports plus MagSafe charging, and a weight that stays comfortable in a college bag.</p>
<h2>How it performs in our kind of testing</h2>
<h3>Everyday and office work</h3>
<p>For browsing, documents, spreadsheets and video calls, the Air is effortlessly quick and completely silent. Apps open instantly, and the 16 GB base memory means dozens of browser tabs alongside a call do not slow it down.</p>
<h3>Sustained heavy work</h3>
<p>Because there is no fan, the M4 slows itself down during long, heavy tasks. In our repeated 10-minute rendering loop, the first run was the fastest and later runs settled lower as the chassis warmed. In a room at around 35°C without air-conditioning the slowdown came sooner. For short photo edits or a 10-minute video export this hardly matters; if you export long 4K videos daily, a MacBook Pro with a fan, or a Windows laptop with a dedicated GPU, will be faster.</p>
<h3>Battery</h3>
<p>Battery life is the Air's strongest point. In our 150-nit rundown it outlasted most Windows thin-and-lights in the same price band we have tested, with only the best Core Ultra 200V models coming close, and it loses little charge overnight with the lid shut. For students facing long days and for anyone in an area with scheduled power cuts, this is a genuine advantage.</p>
<h2>Pros and cons</h2>
<h3>What we like</h3>
<ul>
<li>16 GB memory as standard.</li>
<li>Class-leading battery life and silent operation.</li>
<li>Excellent display, speakers, webcam and trackpad for the price.</li>
<li>Strong resale value in India compared with most Windows laptops.</li>
</ul>
<h3>What we do not like</h3>
<ul>
<li>256 GB of storage on the base model fills up quickly, and storage upgrades at purchase are expensive.</li>
<li>No fan, so long heavy workloads slow down, especially in hot rooms.</li>
<li>Only two USB-C ports, and no HDMI or card reader.</li>
<li>Memory and storage cannot be upgraded later.</li>
</ul>
<h2>Software gaps that matter in India</h2>
<p>Before choosing a Mac, check that your essential software runs on macOS. In our experience these are the most common problems for Indian buyers:</p>
<ul>
<li><strong>Accounting:</strong> TallyPrime is built for Windows. Accountants and small businesses that depend on it should stay with Windows or plan for a workaround.</li>
<li><strong>Engineering courses:</strong> SolidWorks and several simulation packages are Windows-only; AutoCAD has a Mac version with fewer features.</li>
<li><strong>Online exams:</strong> some proctoring and government-exam software supports only Windows; check your institution's requirements.</li>
<li><strong>Gaming:</strong> the Mac game library is growing but remains far smaller than on Windows.</li>
</ul>
<p>For coding, design, writing and most college work, macOS is excellent. iOS app development needs a Mac, because Xcode runs only on macOS.</p>
<h2>Price, offers and when to buy</h2>
<p>The base 13-inch model launched close to the ₹1 lakh mark, with the 15-inch and higher configurations above it. Apple's education pricing, bank card offers and sale events such as the Great Indian Festival regularly bring the effective price lower, and prices change often, so check the current listing on our <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a> and <a href="/best-laptop-under-150000">under ₹1.5 lakh</a> pages. Apple updates the Air roughly once a year; when a newer chip arrives, the outgoing model is often discounted and remains a sound buy.</p>
<h3>Which configuration?</h3>
<ul>
<li>Students and writers: the base model, with an external SSD for photos and backups.</li>
<li>Developers and photographers: consider 512 GB of storage; 24 GB of memory if you run containers or large catalogues.</li>
<li>Anyone who wants a bigger screen for spreadsheets or split-screen work: the 15-inch model.</li>
</ul>
<h2>Service and warranty</h2>
<p>Apple's own stores are in a handful of metros; elsewhere, repairs go through Apple Authorised Service Providers, which are common in large cities but thinner in tier-3 towns. Check that there is one within reach before buying. AppleCare+ extends cover and adds accidental damage protection, and is worth considering for a laptop that travels daily. Our <a href="/blog/laptop-warranty-and-service-centres-india">warranty guide</a> explains what to look for.</p>
<h2>M4 MacBook Air versus the alternatives</h2>
<table>
<thead>
<tr><th>If you want</th><th>Consider</th><th>Why</th></tr>
</thead>
<tbody>
<tr><td>Best battery and a silent laptop</td><td>M4 MacBook Air</td><td>Among the longest runtimes we have measured in its price band</td></tr>
<tr><td>Windows software and upgradable storage</td><td>Core Ultra 200V or Ryzen AI 300 thin-and-light</td><td>Similar weight, Windows apps, often more ports</td></tr>
<tr><td>Long video exports and heavy sustained work</td><td>MacBook Pro, or a creator laptop with an RTX GPU</td><td>Active cooling keeps speed up for longer</td></tr>
<tr><td>Lowest cost for college work</td><td>A Ryzen 5 or Core i5 laptop with 16 GB</td><td>Costs far less and covers the basics well</td></tr>
</tbody>
</table>
<h2>Our verdict</h2>
<p>The M4 MacBook Air is the thin-and-light we recommend most often above ₹90,000, provided your software runs on macOS and you can live with 256 GB or pay for more. If you depend on Windows-only tools or do long heavy renders, look at our <a href="/blog/intel-core-ultra-vs-ryzen-ai-300">Core Ultra vs Ryzen AI 300 comparison</a> or the <a href="/blog/best-laptops-for-content-creation-india">content creation guide</a> instead.</p>`,
    category: 'cpu-reviews',
    tags: ['Apple M4', 'MacBook Air', 'macOS', 'thin and light'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-04-07T05:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Apple M4 MacBook Air India: Review Guide and Verdict',
    seoDescription:
      'M4 MacBook Air for Indian buyers: performance in hot rooms, battery, 256 GB storage, Windows-only software to check, service, offers and alternatives.',
    viewCount: 18930,
  },
  {
    slug: 'best-laptops-for-programming-india',
    title: 'Best Laptops for Programming in India (2026): Specs That Actually Matter',
    excerpt:
      'What developers in India should prioritise in a laptop, from web development to Android, iOS and machine learning, with budget tiers from ₹50,000 and the mistakes to avoid.',
    contentHtml: `<h2>Programming is many jobs, not one</h2>
<p>A first-year student learning C, a front-end developer running a React dev server, an Android developer with an emulator open and a data scientist training models locally need very different laptops. The good news is that the first two can be served well from about ₹50,000. The bad news is that a wrong choice, usually too little memory, is expensive to fix later when the RAM is soldered.</p>
<h2>What each kind of developer needs</h2>
<table>
<thead>
<tr><th>Work</th><th>RAM</th><th>Processor</th><th>Graphics</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Learning to code, competitive programming</td><td>8–16 GB</td><td>Any current Ryzen 5 or Core i5</td><td>Integrated</td><td>Keyboard and battery matter more than speed</td></tr>
<tr><td>Web and front-end development</td><td>16 GB</td><td>Ryzen 5/7 or Core i5/Ultra 5</td><td>Integrated</td><td>Browsers and dev servers eat memory</td></tr>
<tr><td>Back-end with Docker, databases</td><td>16–32 GB</td><td>H or HS-series, 8 cores or more helps</td><td>Integrated</td><td>Containers add up quickly</td></tr>
<tr><td>Android development</td><td>16–32 GB</td><td>H or HS-series</td><td>Integrated is fine</td><td>The emulator and Gradle builds are heavy</td></tr>
<tr><td>iOS and macOS development</td><td>16–24 GB</td><td>Apple M-series</td><td>Built in</td><td>Xcode runs only on macOS</td></tr>
<tr><td>Machine learning, local AI models</td><td>32 GB</td><td>H-series</td><td>NVIDIA RTX with 8 GB VRAM or more</td><td>CUDA support still matters for many libraries</td></tr>
</tbody>
</table>
<h2>Memory first, processor second</h2>
<p>For developers, running out of memory hurts more than a slightly slower chip. An IDE, a browser with documentation tabs, a local server, a database and a video call can together use well over 8 GB. Treat 16 GB as the minimum for anything beyond learning, and 32 GB if you run containers or emulators every day. If the listing says the memory is soldered, buy the amount you will need in three years; see <a href="/blog/8gb-vs-16gb-ram-2026">8 GB vs 16 GB RAM</a> for how to tell.</p>
<p>For the processor, compile and build times scale with cores and sustained power. In our timed code builds, H and HS-series chips finished noticeably faster than U-series chips of the same generation, and the gap grew on long builds as the thinner laptops throttled. For web work, a U-series chip is perfectly adequate and gives longer battery life.</p>
<h2>Screen, keyboard and ports</h2>
<h3>A taller screen helps</h3>
<p>A 16:10 screen at 1920 × 1200 or higher shows more lines of code than the usual 1920 × 1080. A 14-inch 16:10 laptop is a good balance of screen space and portability; if you mostly work at a desk, a 16-inch screen or an external monitor is even better.</p>
<h3>Type on it before you commit</h3>
<p>You will press millions of keys on this laptop. Look for decent key travel, a backlight for late-night sessions and a sensible layout; some budget laptops squeeze in a number pad and shrink the arrow keys. Our <a href="/laptops/typing">laptops for typing</a> list focuses on keyboards.</p>
<h3>Ports</h3>
<p>At least one USB-A port for older devices, HDMI for classroom projectors and USB-C with charging and display output will save you a bag full of dongles.</p>
<h2>Windows, Linux or macOS?</h2>
<ul>
<li><strong>Windows 11</strong> with WSL2 gives you a real Linux environment alongside Windows tools; it is the most flexible choice for students and most jobs.</li>
<li><strong>Linux</strong> directly on the laptop works best on models with Intel or AMD Wi-Fi chips; some budget laptops use Wi-Fi and fingerprint parts that need extra effort on Linux. Business lines such as ThinkPads are generally the safest bet.</li>
<li><strong>macOS</strong> is excellent for web and mobile development and is required for iOS apps. Read our <a href="/blog/apple-m4-macbook-air-india-review-guide">M4 MacBook Air guide</a> before choosing one.</li>
</ul>
<h2>Budget tiers</h2>
<h3>₹50,000 to ₹70,000</h3>
<p>Look for a Ryzen 5 7535HS or 8645HS, or a Core i5 H-series chip, with 16 GB and a 512 GB SSD. Model lines to check include Lenovo IdeaPad Slim and IdeaPad Pro, HP's mainstream Pavilion and OmniBook ranges, ASUS Vivobook and Dell Inspiron. Browse the <a href="/best-laptop-under-80000">under ₹80,000</a> list.</p>
<h3>₹70,000 to ₹1,00,000</h3>
<p>This band brings Core Ultra and Ryzen AI chips, better screens and sturdier builds. ThinkPad E-series and ASUS Zenbook models, or a base MacBook Air, are all reasonable. Developers who need CUDA can find RTX 4050 or 5050 laptops here, but expect more weight and shorter battery life.</p>
<h3>Above ₹1,00,000</h3>
<p>32 GB of memory, 1 TB of storage, and either a MacBook Pro or a Windows laptop with an RTX 4060/5060-class GPU for machine learning. Check the <a href="/best-laptop-under-150000">under ₹1.5 lakh</a> range.</p>
<h2>Mistakes we see developers make</h2>
<ul>
<li>Buying a heavy gaming laptop "for the RTX" and then never using CUDA, while carrying 2.5 kg and a large charger every day.</li>
<li>Choosing 8 GB soldered memory to save a few thousand rupees.</li>
<li>Ignoring the keyboard and screen, the two parts you touch and look at all day.</li>
<li>Expecting a mid-range laptop GPU to train large models; for big jobs, cloud GPU time is cheaper than an oversized laptop.</li>
<li>Forgetting about heat: long builds in a hot room will throttle thin laptops, so favour good cooling if your room has no air-conditioning.</li>
</ul>
<h2>Where to go next</h2>
<p>See our <a href="/laptops/coding">laptops for coding</a> list, the <a href="/use-cases/programming">programming use-case guide</a>, and the <a href="/laptops/16gb-ram">16 GB RAM</a> filter. Prices change often; check the current listing before you buy.</p>`,
    category: 'buying-guide',
    tags: ['programming', 'developers', 'coding laptops', 'RAM', 'Linux'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-04-27T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Best Laptops for Programming in India (2026 Guide)',
    seoDescription:
      'Laptop specs for coding in India: RAM for Docker and Android Studio, CPU for builds, screens and keyboards, Windows vs Linux vs macOS, and budget tiers.',
    viewCount: 16240,
  },
  {
    slug: 'laptop-care-heat-dust-power-cuts-india',
    title: 'Laptops in Indian Summers: Heat, Dust, Power Cuts and Battery Care',
    excerpt:
      'Practical ways to keep a laptop fast and healthy through 40°C summers, dusty roads, monsoon humidity and power cuts, and what to look for when buying with these conditions in mind.',
    contentHtml: `<h2>Why Indian conditions are hard on laptops</h2>
<p>Laptops are designed and tested for rooms at around 25°C. Much of India spends several months well above that, often without air-conditioning, with dust on every surface, humidity during the monsoon and a power supply that cuts out or surges without warning. None of this will destroy a laptop overnight, but together these conditions explain many of the "my laptop became slow" and "my battery died in a year" complaints we hear. Most of the fixes cost little or nothing.</p>
<h2>Heat: why a hot laptop slows down</h2>
<p>Every processor protects itself by lowering its speed when it gets too hot. This is called thermal throttling. In our thermal tests we record the room temperature, because the same laptop that holds its speed in an air-conditioned office can lose a noticeable share of it in a 36°C room. Thin laptops with powerful chips and gaming laptops are affected most.</p>
<h3>What helps</h3>
<ul>
<li><strong>Use a hard, flat surface.</strong> Beds, pillows and laps block the air intakes underneath.</li>
<li><strong>Raise the back of the laptop.</strong> A simple stand or even a book under the rear edge improves airflow; cooling pads help modestly.</li>
<li><strong>Keep it out of the sun.</strong> Do not leave a laptop in a parked car or on a window sill in the afternoon.</li>
<li><strong>Choose the right power mode.</strong> For documents and browsing, a balanced or quiet mode keeps the laptop cooler with no visible loss of speed.</li>
<li><strong>Schedule heavy work.</strong> Long video exports and big downloads can wait for the cooler evening hours.</li>
</ul>
<h2>Dust: the slow killer</h2>
<p>Fans pull in air, and with it the fine dust of Indian roads and homes. Over a year or two, dust mats on the fan and heatsink fins, and the laptop runs hotter and louder even in winter. If your laptop has become noisy and slow for no obvious reason, dust is the first suspect.</p>
<ul>
<li>Have the fans and heatsink cleaned about once a year, more often near construction or busy roads.</li>
<li>During the warranty period, have it done at an authorised service centre so the warranty is not affected.</li>
<li>Do not blow compressed air into a spinning fan; hold the fan still or let a technician do it.</li>
<li>A keyboard cover or a closed lid when not in use keeps dust out of the keys.</li>
</ul>
<h2>Power cuts and voltage surges</h2>
<p>A laptop's battery is its own built-in UPS, one reason laptops are popular in areas with frequent cuts. The real danger is not the cut itself but the surge when power returns, and unstable voltage from some generators and inverters.</p>
<table>
<thead>
<tr><th>Situation</th><th>Risk</th><th>What to do</th></tr>
</thead>
<tbody>
<tr><td>Short, frequent cuts</td><td>Low for the laptop; more battery cycles</td><td>Keep the battery healthy; prefer laptops with longer battery life</td></tr>
<tr><td>Surge when power returns</td><td>Damaged charger or motherboard</td><td>Use a surge protector or spike guard, not a bare extension board</td></tr>
<tr><td>Inverter power</td><td>Some inverters give a rough output that stresses chargers</td><td>A pure sine wave inverter is kinder to electronics</td></tr>
<tr><td>Generator power in offices or societies</td><td>Voltage swings at changeover</td><td>Unplug during changeover, or use a stabilised UPS</td></tr>
<tr><td>Thunderstorms</td><td>Lightning surges through mains and cable lines</td><td>Unplug the charger and router during heavy storms</td></tr>
</tbody>
</table>
<p>USB-C charging is a real advantage here: many USB-C laptops can be topped up from a large power bank, which keeps a laptop working through a long cut. Check the laptop's charging wattage and the power bank's output before relying on this.</p>
<h2>Battery care that actually works</h2>
<p>Lithium-ion batteries wear fastest when they are hot and kept at 100 percent charge for long periods. A laptop that stays plugged in on a warm desk all day, every day, combines both. Practical steps:</p>
<ol>
<li>Turn on the battery-care or charge-limit setting if your laptop has one; most major brands include it in their control software, usually limiting the charge to around 80 percent.</li>
<li>Avoid heavy work while the battery is charging in a hot room.</li>
<li>Do not store a laptop for weeks at either full or empty; around half charge is best.</li>
<li>Use the original charger or a good-quality USB-C charger of the right wattage.</li>
<li>If the battery swells and the touchpad or case starts to bulge, stop using the laptop and take it to a service centre.</li>
</ol>
<p>Our <a href="/technical/battery-guide">battery guide</a> explains capacity, cycles and what a healthy battery report looks like.</p>
<h2>Monsoon and humidity</h2>
<ul>
<li>Carry the laptop in a water-resistant bag or sleeve; a plastic cover inside an ordinary bag works too.</li>
<li>After coming in from the rain, let a cold laptop warm up to room temperature before switching it on, to avoid condensation.</li>
<li>Silica gel packets in the bag help in coastal cities.</li>
<li>Back up more often; spills and damp cause more failures in these months.</li>
</ul>
<h2>If you are buying with these conditions in mind</h2>
<ul>
<li>Favour laptops whose reviews show good cooling over slightly faster chips in thin chassis, especially if your room has no air-conditioning.</li>
<li>Put battery life near the top of your list if cuts are frequent; see our <a href="/laptops/battery-life">battery life list</a>.</li>
<li>Prefer USB-C charging so a power bank can act as a backup.</li>
<li>Consider accidental damage protection for a laptop that travels in the monsoon.</li>
<li>Check for a service centre in your town, since annual cleaning and battery replacement both need one.</li>
</ul>
<p>For the bigger picture, read our <a href="/technical/laptop-cooling">laptop cooling guide</a>, the <a href="/blog/laptop-warranty-and-service-centres-india">warranty and service guide</a>, and the <a href="/blog/laptop-buying-guide-india-2026">2026 buying guide</a>.</p>`,
    category: 'india-specific',
    tags: ['laptop care', 'heat', 'power cuts', 'battery', 'monsoon'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-05-05T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Laptop Care in India: Heat, Dust, Power Cuts and Battery',
    seoDescription:
      'Keep a laptop healthy in Indian conditions: throttling in 40°C heat, dust cleaning, surges and power cuts, inverters, battery care and monsoon tips.',
    viewCount: 6410,
  },
  {
    slug: 'best-laptops-for-students-india',
    title: 'Best Laptops for Students in India (2026): Budget Picks by Course',
    excerpt:
      'How to choose a college or school laptop in India by course and budget, from ₹30,000 to ₹80,000, with student offers worth using and hostel-life realities like power cuts and accidents.',
    contentHtml: `<h2>Start with the course, not the brand</h2>
<p>Each admission season we get the same question from parents and students: "Which is the best laptop for college?" The answer depends far more on the course than on the brand. A commerce student and a mechanical engineering student need different machines, and buying the wrong one either wastes money or leaves a student unable to run required software in the second year.</p>
<table>
<thead>
<tr><th>Course or use</th><th>Typical budget</th><th>Prioritise</th></tr>
</thead>
<tbody>
<tr><td>School, online classes</td><td>₹25,000–₹40,000</td><td>SSD, reliable webcam, battery</td></tr>
<tr><td>Commerce, arts, law, management</td><td>₹35,000–₹55,000</td><td>Weight, battery, keyboard, 16 GB if possible</td></tr>
<tr><td>Computer science, IT</td><td>₹50,000–₹75,000</td><td>16 GB RAM, H or HS-series chip, good keyboard</td></tr>
<tr><td>Mechanical, civil, electrical (CAD)</td><td>₹60,000–₹90,000</td><td>Windows, dedicated NVIDIA graphics, 16 GB</td></tr>
<tr><td>Architecture, design, media</td><td>₹70,000–₹1,20,000</td><td>Colour-accurate screen, GPU, 1 TB storage</td></tr>
<tr><td>Medicine, nursing, pharmacy</td><td>₹35,000–₹60,000</td><td>Light weight, battery, good screen for reading</td></tr>
</tbody>
</table>
<p>Check your department's software list before buying. Engineering courses often require Windows-only tools such as SolidWorks or ANSYS, which rules out a Mac.</p>
<h2>The non-negotiables</h2>
<ul>
<li><strong>An SSD</strong>, 512 GB if you can. A laptop that boots from a hard disk will feel old within months.</li>
<li><strong>16 GB of RAM</strong> above about ₹45,000. Below that, 8 GB is acceptable only with a free slot for a later upgrade.</li>
<li><strong>Real battery life.</strong> Lecture halls rarely have enough sockets. Look for a battery of 50 Wh or more and a U-series or efficient chip.</li>
<li><strong>Weight under about 1.6 kg</strong> if it goes to college every day.</li>
<li><strong>A 1080p webcam</strong> helps with online vivas, interviews and placement calls.</li>
</ul>
<h2>Budget tiers</h2>
<h3>Under ₹35,000</h3>
<p>Expect a Core i3, Ryzen 3 or an older Ryzen 5 with 8 GB of RAM and a 512 GB SSD. Fine for school, online classes and documents. Avoid models with eMMC storage and check that the screen is at least Full HD. Browse <a href="/best-laptop-under-30000">laptops under ₹30,000</a>.</p>
<h3>₹35,000 to ₹50,000</h3>
<p>The busiest band for students. Look for a Ryzen 5 7530U or a 13th-gen Core i5 with 16 GB and a 512 GB SSD. Model lines worth a look include Lenovo IdeaPad Slim 3, HP's 15-inch everyday laptops, ASUS Vivobook 15 and Acer Aspire. See <a href="/best-laptop-under-50000">laptops under ₹50,000</a>.</p>
<h3>₹50,000 to ₹80,000</h3>
<p>Computer science and engineering students get H-series processors, better screens and, in gaming-oriented models, an entry RTX GPU useful for CAD. Remember that gaming laptops are heavy and have short battery life; only choose one if your course or hobby truly needs the graphics card.</p>
<h3>Above ₹80,000</h3>
<p>A MacBook Air with education pricing, a premium Windows thin-and-light, or a creator laptop for design students. Read our <a href="/blog/apple-m4-macbook-air-india-review-guide">M4 MacBook Air guide</a> before choosing macOS.</p>
<h2>Student offers worth using</h2>
<ul>
<li><strong>Education pricing:</strong> Apple and several Windows brands run student stores or seasonal back-to-school offers that need a college ID or email.</li>
<li><strong>Bundled Office:</strong> most Windows laptops sold in India include Microsoft Office Home and Student. Many colleges also give students a free Microsoft 365 account, so check before paying for one.</li>
<li><strong>Developer freebies:</strong> the GitHub Student Developer Pack and cloud credits help CS students more than a faster processor.</li>
<li><strong>Sale timing:</strong> admissions often coincide with Prime Day in July, and bank offers with no-cost EMI can spread the cost over a semester. Read our <a href="/blog/best-time-to-buy-laptops-india-sales">sale calendar</a>.</li>
</ul>
<h2>Hostel life: plan for it</h2>
<ul>
<li><strong>Accidents happen.</strong> Spilled tea and falls from bunk beds are the most common student repairs we hear about. Accidental damage protection is often worth its cost for a student laptop.</li>
<li><strong>Power cuts and surges.</strong> Plug in through a surge protector, and prefer USB-C charging so a power bank can top up the laptop.</li>
<li><strong>Heat.</strong> Laptops on a mattress block their own vents; use a hard surface or a cheap stand.</li>
<li><strong>Theft.</strong> Note the serial number, keep the invoice in your email and set up device tracking.</li>
<li><strong>Service.</strong> If your college is in a smaller town, check that the brand has a service centre there, not just in your home city.</li>
</ul>
<h2>What not to buy</h2>
<ul>
<li>A heavy gaming laptop "for future needs" when the course does not need one.</li>
<li>Refurbished or second-hand laptops without a written warranty.</li>
<li>Laptops with 4 GB RAM, hard disks or eMMC storage.</li>
<li>Unknown brands with no service centre in your college town.</li>
</ul>
<h2>Where to go next</h2>
<p>Our <a href="/laptops/students">laptops for students</a> list is filtered for weight, battery and price, and the <a href="/laptops/battery-life">battery life</a> list helps if your classrooms lack sockets. For background, read the <a href="/use-cases/students">student use-case guide</a>. Prices and offers change frequently, so check the current listing before you buy.</p>`,
    category: 'buying-guide',
    tags: ['students', 'college laptops', 'budget laptops', 'student offers'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-05-26T04:00:00.000Z',
    isFeatured: true,
    seoTitle: 'Best Laptops for Students in India (2026): By Course',
    seoDescription:
      'Choose a student laptop in India by course and budget, from ₹30,000 to ₹80,000: must-have specs, student offers, hostel realities and what to avoid.',
    viewCount: 41780,
  },
  {
    slug: 'ssd-vs-hdd-laptops-india',
    title: 'SSD vs HDD Laptops in India: Why Storage Type Matters More Than Size',
    excerpt:
      'Why every laptop you buy in 2026 should boot from an SSD, how NVMe, SATA, eMMC and hard disks compare, how much storage you need, and where a hard disk still earns its place.',
    contentHtml: `<h2>The short answer</h2>
<p>Buy a laptop that boots from a solid-state drive (SSD). Nothing else you can spend money on makes a bigger difference to how fast a laptop feels day to day. A hard disk drive (HDD) is still useful, but as an external drive for backups and archives, not as the disk Windows runs from.</p>
<p>The old trade-off was "a 1 TB hard disk or a 256 GB SSD for the same price". In 2026 that choice has almost disappeared from new laptops, but it survives in old stock, refurbished machines and a few very cheap models, which is why it is still worth understanding.</p>
<h2>What you will actually notice</h2>
<ul>
<li><strong>Start-up:</strong> an SSD laptop is ready in seconds; a hard-disk laptop can take a minute or more and stays sluggish while Windows finishes loading in the background.</li>
<li><strong>Opening apps and files:</strong> Office, browsers and IDEs open several times faster.</li>
<li><strong>Windows updates:</strong> on a hard disk, updates can keep the laptop busy for long stretches; on an SSD they finish quickly.</li>
<li><strong>Durability:</strong> SSDs have no moving parts, so bumps on a bike or a crowded bus are far less risky.</li>
<li><strong>Battery and noise:</strong> SSDs use less power and make no sound.</li>
</ul>
<h2>The four kinds of laptop storage</h2>
<table>
<thead>
<tr><th>Type</th><th>Speed</th><th>Durability</th><th>Where you will find it</th><th>Our view</th></tr>
</thead>
<tbody>
<tr><td>NVMe SSD (PCIe)</td><td>Fastest</td><td>High</td><td>Almost every new laptop above ₹30,000</td><td>The default choice</td></tr>
<tr><td>SATA SSD</td><td>Fast</td><td>High</td><td>Older laptops, some budget models</td><td>Fine for everyday use</td></tr>
<tr><td>eMMC flash</td><td>Slow</td><td>Medium</td><td>Very cheap laptops with 64 or 128 GB</td><td>Avoid; too slow and too small for Windows 11</td></tr>
<tr><td>Hard disk (HDD)</td><td>Slowest</td><td>Sensitive to knocks</td><td>Old stock, refurbished laptops, external drives</td><td>Use for backups, not as the main drive</td></tr>
</tbody>
</table>
<h2>Do PCIe generations matter?</h2>
<p>You will see "PCIe Gen 3", "Gen 4" and occasionally "Gen 5" on spec sheets. For most people the difference between Gen 3 and Gen 4 is hard to notice outside benchmarks; game loading and large file copies are faster on Gen 4, but everyday work feels much the same. Gen 5 drives run hot and are rarely worth paying for in a laptop today. Similarly, budget SSDs without a DRAM cache are fine for normal use; they slow down only during very long file copies.</p>
<h2>How much storage do you need?</h2>
<table>
<thead>
<tr><th>Capacity</th><th>Suits</th><th>What fills it</th></tr>
</thead>
<tbody>
<tr><td>256 GB</td><td>Light users who keep files in the cloud</td><td>Windows, updates and Office take a large share before you add anything</td></tr>
<tr><td>512 GB</td><td>Most students and office users</td><td>Comfortable for apps, documents and some photos</td></tr>
<tr><td>1 TB</td><td>Gamers, developers, photographers</td><td>Recent games often need 50–150 GB each</td></tr>
<tr><td>2 TB or more</td><td>Video editors</td><td>4K footage grows quickly; pair with an external SSD</td></tr>
</tbody>
</table>
<h2>Check whether you can upgrade later</h2>
<p>Many laptops have one M.2 slot; some have a second free slot, which is the cheapest way to add space later. Before you buy, check:</p>
<ul>
<li>How many M.2 slots the laptop has and whether one is free.</li>
<li>The supported size: full-length 2280 drives are easy to buy; shorter 2230 or 2242 drives cost more and are harder to find.</li>
<li>The brand's warranty policy on opening the laptop; some allow it, others prefer the service centre to do it.</li>
</ul>
<p>Our <a href="/technical/upgrade-guide">upgrade guide</a> explains the steps, including cloning your existing drive.</p>
<h2>Where a hard disk still makes sense</h2>
<p>A portable 1 TB or 2 TB hard disk remains the cheapest way to keep a second copy of your photos, projects and documents. During the monsoon, when spills, surges and damp bags cause more laptop failures, a recent backup turns a disaster into an inconvenience. Keep external hard disks in a padded case and do not move them while they are running.</p>
<h2>SSD lifespan and backups</h2>
<p>SSDs are rated for a certain amount of data written (TBW), and typical laptop drives are rated far beyond what an ordinary user writes in many years. The bigger risk is sudden failure or physical damage, and data recovery from a failed SSD is harder and costlier than from a hard disk. We suggest a simple routine:</p>
<ol>
<li>Keep working files in a cloud folder that syncs automatically.</li>
<li>Copy everything to an external drive once a month.</li>
<li>Keep one copy of truly important files somewhere other than home.</li>
</ol>
<h2>Buying advice</h2>
<ul>
<li>Skip any new laptop that boots from a hard disk or eMMC.</li>
<li>Treat 512 GB as the sensible minimum unless you live in the cloud.</li>
<li>Prefer models with a free M.2 slot if you expect to need more space.</li>
<li>Be wary of refurbished laptops advertised with "1 TB storage"; check whether it is a hard disk.</li>
</ul>
<p>Browse laptops on our <a href="/laptops/ssd-storage">SSD storage</a> list, read the detailed <a href="/storage/ssd-vs-hdd">SSD vs HDD guide</a>, and pair it with our <a href="/blog/8gb-vs-16gb-ram-2026">RAM comparison</a>, since memory and storage together decide how responsive a laptop feels.</p>`,
    category: 'comparisons',
    tags: ['SSD', 'HDD', 'storage', 'upgrades', 'backups'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-06-15T05:00:00.000Z',
    isFeatured: false,
    seoTitle: 'SSD vs HDD Laptop in India: Which Storage to Choose',
    seoDescription:
      'NVMe vs SATA SSD vs eMMC vs hard disk for laptops in India: what you will notice, how much storage you need, upgrade slots and simple backup habits.',
    viewCount: 8760,
  },
  {
    slug: 'best-business-laptops-india',
    title: 'Best Business Laptops in India (2026): For Work, Travel and Small Teams',
    excerpt:
      'What sets a business laptop apart, which model lines fit each budget from ₹50,000, and how small businesses and freelancers in India can buy sensibly with GST invoices and onsite warranty.',
    contentHtml: `<h2>What makes a laptop a business laptop</h2>
<p>A business laptop is not defined by its processor. Consumer and business models often share the same chips. The difference lies in the parts that cost a company money when they fail: downtime, lost data and repair time. When we assess business laptops we focus on these:</p>
<ul>
<li><strong>Warranty and service:</strong> onsite service, often next business day in larger cities, and warranty plans of three years or more.</li>
<li><strong>Durability:</strong> stronger hinges, spill-resistant keyboards and chassis tested to military-style standards. Those tests are run by the manufacturer, so treat them as a sign of intent rather than a guarantee.</li>
<li><strong>Security:</strong> TPM 2.0, fingerprint readers or IR cameras for Windows Hello, webcam shutters, and Windows 11 Pro with BitLocker.</li>
<li><strong>Manageability:</strong> Intel vPro or AMD PRO chips let an IT team manage laptops remotely.</li>
<li><strong>Ports:</strong> HDMI for client projectors, USB-A for older devices, and USB-C or Thunderbolt for docks.</li>
<li><strong>Keyboard, webcam and microphones</strong> that survive a full day of calls.</li>
</ul>
<h2>Model lines by budget</h2>
<table>
<thead>
<tr><th>Tier</th><th>Typical budget</th><th>Model lines to look at</th><th>Best for</th></tr>
</thead>
<tbody>
<tr><td>Entry business</td><td>₹50,000–₹75,000</td><td>Lenovo ThinkPad E, HP ProBook, Dell Vostro and Dell Pro Essential, ASUS ExpertBook B1, Acer TravelMate</td><td>Small offices, accountants, field staff</td></tr>
<tr><td>Mainstream</td><td>₹75,000–₹1,30,000</td><td>ThinkPad T and L, HP EliteBook 600/800, Dell Latitude 5000 and Dell Pro</td><td>Managers, consultants, IT-managed fleets</td></tr>
<tr><td>Premium</td><td>Above ₹1,30,000</td><td>ThinkPad X1, HP EliteBook premium models, Dell Latitude 7000/9000 and Dell Pro Premium, MacBook Pro</td><td>Executives, frequent flyers</td></tr>
</tbody>
</table>
<p>Dell has been moving its lines to new Dell, Dell Pro and Dell Pro Max names, so you will see both old and new names on listings for a while. Prices vary by configuration and change often; check the current listing.</p>
<h2>Small businesses and freelancers</h2>
<p>If you are a one-person business, a well-chosen consumer laptop with an extended warranty can be better value than an entry business model. The things worth paying for are 16 GB of memory, a good keyboard, a 1080p webcam and a service centre near you. Where business models really earn their price is onsite service: if a day without your laptop costs you clients, the premium pays for itself.</p>
<p>If you are GST-registered, buy with a GST invoice carrying your GSTIN so you can claim input tax credit; add your GSTIN before placing the order. Our <a href="/blog/gst-and-laptop-prices-india">GST and laptop prices guide</a> lists the invoice fields to check.</p>
<h2>Buying for a team</h2>
<ol>
<li><strong>Standardise on one or two models</strong> so that chargers, docks and spare parts are interchangeable.</li>
<li><strong>Buy the warranty up front.</strong> Onsite warranty of three years, with accidental damage protection for staff who travel, is cheaper at purchase than later.</li>
<li><strong>Record serial numbers and invoice dates</strong> in an asset register, and register every unit in the company's name.</li>
<li><strong>Turn on BitLocker or device encryption</strong> before handing a laptop over, and store the recovery keys safely.</li>
<li><strong>Keep one spare charger per five laptops.</strong> Lost chargers are the most common small request in any office.</li>
</ol>
<h2>For people who travel</h2>
<ul>
<li>Keep the weight under about 1.4 kg; see our <a href="/laptops/travel">travel laptop</a> list.</li>
<li>USB-C charging lets one compact charger serve laptop and phone, and a power bank can top up the laptop on a delayed train.</li>
<li>A battery of 55 Wh or more and a U-series or Core Ultra 200V-class chip gives a full working day in our 150-nit test on most models in this class.</li>
<li>A matte screen is easier to use in bright airport lounges and client offices.</li>
</ul>
<h2>Accountants, traders and office staff</h2>
<p>Accounting software such as TallyPrime runs well on modest hardware, so a Core i5 or Ryzen 5 with 16 GB is plenty; prioritise a full-size keyboard with a number pad and a clear 15.6-inch screen. Traders who watch several charts should check how many external monitors the laptop can drive and whether it has HDMI plus USB-C display output. See our lists for <a href="/laptops/accounting">accounting</a> and <a href="/laptops/trading">trading</a>.</p>
<h2>Working from home in Indian conditions</h2>
<ul>
<li>Power cuts: a laptop with a healthy battery rides through short cuts; a small UPS keeps the Wi-Fi router online too.</li>
<li>Heat: in a room without air-conditioning, choose a laptop known for good cooling and raise it on a stand.</li>
<li>Video calls: a 1080p webcam and good microphones matter more than a faster processor.</li>
</ul>
<h2>Our advice</h2>
<p>Match the warranty to how much downtime costs you, insist on 16 GB of memory and a proper keyboard, and buy with a GST invoice if you can claim it. Browse the <a href="/laptops/work-from-home">work-from-home list</a>, read the <a href="/use-cases/business">business use-case guide</a> and our <a href="/blog/laptop-warranty-and-service-centres-india">warranty and service guide</a>, and compare current options in the <a href="/best-laptop-under-80000">under ₹80,000</a> and <a href="/best-laptop-under-150000">under ₹1.5 lakh</a> ranges.</p>`,
    category: 'buying-guide',
    tags: ['business laptops', 'ThinkPad', 'GST invoice', 'warranty', 'work from home'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-07-06T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Best Business Laptops in India (2026): Buying Guide',
    seoDescription:
      'Business laptops in India: onsite warranty, security and durability, model lines from ₹50,000, GST invoices, buying for teams and working from home.',
    viewCount: 10420,
  },
  {
    slug: 'intel-core-ultra-laptops-explained',
    title: 'Intel Core Ultra Laptops Explained: Which Series and Suffix to Buy',
    excerpt:
      'Intel now sells Core Ultra, plain Core and older Core i5/i7 laptops side by side. Here is how to tell them apart, what each generation does well, and which to buy at each Indian budget.',
    contentHtml: `<h2>Three families under one brand</h2>
<p>Walk through the laptop listings in India today and you will find three kinds of Intel processor on sale at once:</p>
<ul>
<li><strong>Core i3, i5, i7 and i9</strong> with 12th- and 13th-generation numbers, such as the Core i5-1335U or i5-13420H. These are older designs still sold in budget and gaming laptops.</li>
<li><strong>Core 3, 5 and 7</strong> without "Ultra", such as the Core 5 120U or Core 7 240H. These are mostly refreshed versions of 13th-generation designs under newer names, usually without a capable AI engine.</li>
<li><strong>Core Ultra 5, 7 and 9</strong>, Intel's newer designs, with a neural processing unit (NPU) and much better integrated graphics.</li>
</ul>
<p>The first lesson: a "Core 7" is not a "Core Ultra 7". The names are deliberately close, and the difference in graphics, efficiency and features is large.</p>
<h2>The Core Ultra generations</h2>
<table>
<thead>
<tr><th>Family</th><th>Example chips</th><th>Strengths</th><th>Weaknesses</th><th>Typical laptop band in India</th></tr>
</thead>
<tbody>
<tr><td>Series 1 (100H/100U)</td><td>Core Ultra 5 125H, Core Ultra 7 155H</td><td>Good multi-core speed, capable Arc graphics in H models</td><td>First-generation NPU too weak for Copilot+ features; average battery life</td><td>₹60,000–₹1,00,000, often discounted</td></tr>
<tr><td>Series 2, 200V</td><td>Core Ultra 5 226V, Core Ultra 7 256V and 258V</td><td>Excellent battery life, strong Arc 130V/140V graphics, NPU that qualifies for Copilot+</td><td>Memory fixed at 16 or 32 GB inside the chip package; only 8 threads, so heavy multi-core work is slower</td><td>₹85,000–₹1,60,000</td></tr>
<tr><td>Series 2, 200H</td><td>Core Ultra 5 225H, Core Ultra 7 255H</td><td>Fast multi-core performance for creators and developers</td><td>Weaker NPU; battery life below the 200V chips</td><td>₹80,000–₹1,50,000</td></tr>
<tr><td>Series 2, 200HX</td><td>Core Ultra 9 275HX and similar</td><td>Desktop-class speed in gaming laptops</td><td>Hot, power hungry, poor on battery</td><td>₹1,50,000 and above</td></tr>
</tbody>
</table>
<p>Intel's next generation, Core Ultra series 3, began reaching premium laptops in 2026. New generations usually arrive in India at the top of the price range first and take months to reach mainstream budgets, so series 2 remains the realistic choice for most buyers this year.</p>
<h2>Reading the suffix</h2>
<ul>
<li><strong>U:</strong> low power, for thin laptops with long battery life.</li>
<li><strong>P:</strong> a middle class used in some 12th and 13th-gen thin-and-lights.</li>
<li><strong>V:</strong> the 200V series, designed for battery life with memory built into the package.</li>
<li><strong>H:</strong> higher power for performance laptops.</li>
<li><strong>HX:</strong> the most power, for large gaming and workstation laptops.</li>
</ul>
<h2>What we found in testing</h2>
<h3>Battery life</h3>
<p>The 200V laptops were the best Windows performers in our 150-nit battery rundown, and they are the first Intel laptops we have tested that can credibly challenge a MacBook Air on a full working day away from a socket. In areas with frequent power cuts, that is a bigger benefit than any benchmark lead.</p>
<h3>Performance</h3>
<p>For office work, browsing and video calls, all Core Ultra chips are quick. In our sustained rendering loop and timed code builds, the 200H chips pulled well ahead of the 200V chips, which have fewer cores and no hyper-threading. Developers who compile large projects and video editors should prefer H.</p>
<h3>Graphics</h3>
<p>The Arc 140V graphics in higher 200V chips and the Arc graphics in H models handle light gaming at 1080p with low to medium settings and speed up photo and video editing. This is a large step up from the Intel UHD graphics in older budget laptops.</p>
<h3>Heat</h3>
<p>200V laptops ran cool and quiet in our tests even in a warm room. H and HX laptops need good cooling; a thin chassis with an H chip can get loud in an Indian summer.</p>
<h2>Does the NPU matter yet?</h2>
<p>The NPU runs AI features efficiently without draining the battery. Today that mostly means Windows Studio Effects (background blur, eye contact and auto-framing on video calls), live captions with translation, and Copilot+ PC features on qualifying laptops. Useful, but not a reason on its own to spend more. Buy for battery, speed and screen first, and treat the NPU as a bonus.</p>
<h2>Which Intel chip at which budget</h2>
<table>
<thead>
<tr><th>Budget</th><th>Sensible choice</th><th>Watch out for</th></tr>
</thead>
<tbody>
<tr><td>Up to ₹50,000</td><td>Core i5-1335U, Core 5 120U, or Core i5 H-series in budget gaming models</td><td>Single-channel memory that limits graphics</td></tr>
<tr><td>₹50,000–₹85,000</td><td>Discounted Core Ultra series 1, or Core Ultra 5 225H</td><td>"Core 7" models priced like Core Ultra 7</td></tr>
<tr><td>₹85,000–₹1,50,000</td><td>Core Ultra 7 256V or 258V for battery; Core Ultra 7 255H for heavy work</td><td>16 GB fixed memory if you need more later</td></tr>
<tr><td>Above ₹1,50,000</td><td>Core Ultra 9 H or HX in creator and gaming laptops</td><td>HX chips in slim laptops that cannot cool them</td></tr>
</tbody>
</table>
<h2>Our verdict</h2>
<p>For most people spending ₹85,000 or more on a thin-and-light, a Core Ultra 200V laptop with 32 GB if you can afford it is the Intel laptop to buy. For builds, renders and gaming, choose H or HX. Below that, an older Core i5 in a well-built laptop is still good value, provided you check the memory. Compare with AMD in our <a href="/blog/intel-core-ultra-vs-ryzen-ai-300">Core Ultra vs Ryzen AI 300</a> test, read the <a href="/processors/intel-core-i5">Intel Core i5 guide</a>, or browse all <a href="/laptops/intel-processor">Intel laptops</a>. Prices change often; check the current listing before you buy.</p>`,
    category: 'cpu-reviews',
    tags: ['Intel Core Ultra', 'Lunar Lake', 'processors', 'NPU', 'battery life'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-07-28T05:00:00.000Z',
    isFeatured: false,
    seoTitle: 'Intel Core Ultra Laptops Explained: Which Series to Buy',
    seoDescription:
      'Core Ultra vs Core vs Core i5 in Indian laptops: series 1 and 2, 200V vs 200H vs HX, battery and heat in our tests, the NPU, and picks by budget.',
    viewCount: 7930,
  },
  {
    slug: 'best-time-to-buy-laptops-india-sales',
    title: 'Best Time to Buy a Laptop in India: Sale Calendar, Bank Offers and EMI',
    excerpt:
      'When laptop prices in India usually drop, how to tell a real sale price from an inflated one, and what bank offers, no-cost EMI and exchange deals actually save you.',
    contentHtml: `<h2>Do laptop prices really fall during sales?</h2>
<p>Yes, but less evenly than the banners suggest. When we track laptop prices for 90 days around a sale, we see three patterns: genuine drops on popular mid-range models, modest cuts made to look larger by an inflated "list price", and older stock cleared aggressively before new models arrive. Knowing which is which is worth more than knowing the date of the next sale.</p>
<h2>The Indian laptop sale calendar</h2>
<p>Exact dates change every year and are announced only a few weeks ahead, but the pattern is stable:</p>
<table>
<thead>
<tr><th>When</th><th>Event</th><th>What to expect for laptops</th></tr>
</thead>
<tbody>
<tr><td>January</td><td>Republic Day sales</td><td>Good bank offers; previous-year models discounted as new ones are announced</td></tr>
<tr><td>March</td><td>Financial year-end</td><td>Business and bulk deals; some brands push stock before 31 March</td></tr>
<tr><td>May–June</td><td>Summer sales and back-to-school offers</td><td>Student pricing from several brands; Apple's education offers usually run through the admission season</td></tr>
<tr><td>July</td><td>Amazon Prime Day</td><td>Strong deals for Prime members; useful timing for college admissions</td></tr>
<tr><td>August</td><td>Independence Day sales</td><td>Moderate discounts, sometimes a repeat of Prime Day prices</td></tr>
<tr><td>September–November</td><td>Amazon Great Indian Festival around Dasara and Diwali</td><td>Usually the deepest discounts and the widest bank offers of the year</td></tr>
<tr><td>December</td><td>Year-end clearance</td><td>Selective deals on older stock</td></tr>
</tbody>
</table>
<p>New processors are usually announced in January and mid-year. Indian launches follow weeks to months later, and the models they replace are often discounted. If you do not need the newest chip, buying the outgoing model at a clearance price is one of the best deals available.</p>
<h2>How to read a sale price</h2>
<ol>
<li><strong>Ignore the crossed-out price.</strong> Compare against what the laptop sold for over the past few months. This is why we track a laptop's price for 90 days before we call anything a deal.</li>
<li><strong>Compare the exact variant.</strong> Sales often feature the 8 GB or 256 GB version at a headline price while the version you want is barely discounted.</li>
<li><strong>Calculate the final price.</strong> Sale price minus any coupon, minus the bank discount you actually qualify for, plus any EMI processing fee.</li>
<li><strong>Check the seller.</strong> Prefer the brand's own store or an authorised seller so the warranty is honoured without argument.</li>
</ol>
<h2>Bank offers: read the fine print</h2>
<ul>
<li>Instant discounts usually apply only to specific banks' credit cards, and sometimes debit cards, with a minimum order value.</li>
<li>Most are capped, so a "10% off" offer may stop at a fixed amount on an expensive laptop.</li>
<li>The discount for EMI transactions can differ from the discount for a full payment.</li>
<li>Some offers are credited later as a statement credit, not at checkout; note the terms.</li>
</ul>
<h2>No-cost EMI, explained</h2>
<p>No-cost EMI is popular for laptops and can be genuinely useful, but it is rarely completely free. Here is how it works:</p>
<ol>
<li>The bank converts the purchase into an EMI loan and charges interest as usual.</li>
<li>The seller gives an upfront discount equal to that interest, so your total instalments match the price.</li>
<li>The bank charges 18 percent GST on the interest portion each month, which is not covered by the discount.</li>
<li>Some banks also charge a one-time processing fee.</li>
<li>The full amount blocks your card limit until it is repaid, and closing early can carry charges.</li>
</ol>
<p>On a mid-range laptop the extra is typically a few hundred rupees, a fair price for spreading the cost. Just compare it with a bank offer for full payment, which is sometimes larger.</p>
<h2>Exchange offers</h2>
<p>Exchange offers are convenient, but the value depends on the old laptop's condition and is confirmed only at pickup. Compare the exchange value with what a local buyer would pay, and wipe your data properly before handing over any old laptop.</p>
<h2>When not to wait</h2>
<ul>
<li>Your course, job or project starts before the next sale.</li>
<li>Your current laptop has failed and you are losing work.</li>
<li>The laptop you want is already near its lowest tracked price.</li>
</ul>
<p>Waiting two months to save ₹3,000 makes little sense if it costs you work or study time.</p>
<h2>A sale-day checklist</h2>
<ul>
<li>Shortlist two or three models in advance using our <a href="/best-laptop-under-50000">under ₹50,000</a>, <a href="/best-laptop-under-80000">under ₹80,000</a> and <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a> pages.</li>
<li>Decide your maximum final price before the sale opens, so a countdown timer does not decide for you.</li>
<li>Check which bank cards you hold and what each offer requires.</li>
<li>If you run a business, add your GSTIN before ordering; see <a href="/blog/gst-and-laptop-prices-india">GST and laptop prices</a>.</li>
<li>Record a video while unboxing, in case of transit damage.</li>
<li>Register the warranty with the invoice date as soon as the laptop arrives.</li>
</ul>
<p>Prices change quickly during sales, and what we describe here is the typical pattern, not a promise about any particular event. For what to buy once the sale starts, read our <a href="/blog/laptop-buying-guide-india-2026">2026 buying guide</a>.</p>`,
    category: 'india-specific',
    tags: ['sales', 'Great Indian Festival', 'Prime Day', 'bank offers', 'no-cost EMI'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-08-25T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Best Time to Buy a Laptop in India: Sales and Offers',
    seoDescription:
      'India laptop sale calendar: Republic Day, Prime Day, Great Indian Festival. How to judge a sale price, bank offers, no-cost EMI costs and exchange deals.',
    viewCount: 19640,
  },
  {
    slug: 'intel-core-ultra-vs-ryzen-ai-300',
    title: 'Intel Core Ultra vs AMD Ryzen AI 300: Which Laptop Chip Wins in 2026?',
    excerpt:
      'We compare Intel Core Ultra 200V and 200H laptops with AMD Ryzen AI 300 laptops on speed, battery, graphics, heat and value for Indian buyers spending ₹75,000 to ₹1,50,000.',
    contentHtml: `<h2>The contenders</h2>
<p>If you are spending ₹75,000 or more on a Windows laptop in 2026, most of your choices run on one of three chip families:</p>
<ul>
<li><strong>Intel Core Ultra 200V</strong> (code-named Lunar Lake), built for thin laptops and long battery life.</li>
<li><strong>Intel Core Ultra 200H</strong> (Arrow Lake), built for performance laptops.</li>
<li><strong>AMD Ryzen AI 300</strong> (Strix Point), from the six-core Ryzen AI 5 340 to the twelve-core Ryzen AI 9 HX 370.</li>
</ul>
<p>All three include a neural processing unit (NPU) and modern integrated graphics. The 200V and Ryzen AI 300 chips have NPUs powerful enough for Microsoft's Copilot+ PC features; the 200H chips do not.</p>
<h2>Head to head: the popular mid-tier chips</h2>
<table>
<thead>
<tr><th>Feature</th><th>Core Ultra 7 258V</th><th>Ryzen AI 7 350</th><th>Core Ultra 7 255H</th></tr>
</thead>
<tbody>
<tr><td>Cores / threads</td><td>8 / 8</td><td>8 / 16</td><td>16 / 16</td></tr>
<tr><td>Integrated graphics</td><td>Arc 140V</td><td>Radeon 860M</td><td>Arc 140T</td></tr>
<tr><td>NPU (Copilot+ ready)</td><td>Yes</td><td>Yes</td><td>No</td></tr>
<tr><td>Memory</td><td>32 GB built into the chip package, not upgradeable</td><td>Set by the laptop; usually soldered in thin models</td><td>Set by the laptop; some models have slots</td></tr>
<tr><td>Designed for</td><td>Thin laptops, battery life</td><td>Thin and mid-size laptops, balanced</td><td>Performance laptops</td></tr>
</tbody>
</table>
<p>The Core Ultra 5 226V and 228V come with 16 GB of built-in memory; the Ryzen AI 5 340 has six cores and weaker graphics; the Ryzen AI 9 HX 370 adds cores and the stronger Radeon 890M. Check the exact chip in any listing, because the same laptop chassis is often sold with two or three different processors.</p>
<h2>Everyday use</h2>
<p>For browsing, office work and video calls, laptops with any of these chips feel equally fast. Differences show up in battery life, fan noise and heavier work, which is where you should base your choice.</p>
<h2>Multi-core performance</h2>
<p>In our sustained rendering loop and timed code builds, the ranking was consistent: Core Ultra 200H and Ryzen AI 9 laptops at the top, Ryzen AI 7 close behind, and the 200V laptops last, because they have eight cores without hyper-threading. If you compile large projects, run virtual machines or export long videos on the processor, the 200V chips are the weakest choice here. The Ryzen AI 7 350's sixteen threads give it a real advantage over the 258V in this kind of work.</p>
<h2>Battery life</h2>
<p>This is where the 200V chips earn their place. In our 150-nit rundown, the best 200V laptops ran longest among the Windows laptops we tested this year, with Ryzen AI 300 laptops close behind and the 200H laptops clearly shorter. Battery size differs between models by 20 Wh or more, so compare the whole laptop, but if you often work through power cuts or long commutes, a 200V laptop is the safest pick. See our <a href="/laptops/battery-life">battery life list</a>.</p>
<h2>Graphics and light gaming</h2>
<p>The Arc 140V and the Radeon 880M and 890M are the strongest integrated graphics in this group, good enough for popular esports titles at 1080p and older games at modest settings. The Radeon 860M in the Ryzen AI 7 350 sits a little lower. None replaces a dedicated RTX graphics card for recent games; for that, see our <a href="/blog/best-gaming-laptops-india">gaming laptop guide</a>.</p>
<h2>Heat and noise in Indian conditions</h2>
<p>We test thermals with the room temperature recorded, because many Indian buyers work without air-conditioning for part of the year. The 200V laptops ran coolest and quietest. Ryzen AI 300 laptops varied most by design: the same chip was near-silent in one chassis and loud in another, because manufacturers set different power limits. The 200H laptops were warm under load, as expected. Read thermals in a laptop's review, not just its chip's.</p>
<h2>Memory: fixed or flexible</h2>
<p>The 200V chips carry their memory inside the processor package, so a 16 GB version stays 16 GB for life. Thin Ryzen AI 300 laptops also usually have soldered memory, though a few larger models keep slots. If you buy a 200V laptop for five years of use, the 32 GB version is the safer choice.</p>
<h2>Price and availability in India</h2>
<p>In our price tracking, Ryzen AI 5 and Core Ultra 5 200V laptops have been pushing towards the ₹75,000 to ₹90,000 range, with Ryzen AI 7, Core Ultra 7 and the 200H models mostly between ₹90,000 and ₹1,50,000. Intel laptops are more numerous in business lines; AMD models often offer more cores for the money. Prices change frequently, so compare current listings on the <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a> and <a href="/best-laptop-under-150000">under ₹1.5 lakh</a> pages.</p>
<h2>Which should you choose?</h2>
<h3>Choose Core Ultra 200V if</h3>
<ul>
<li>Battery life and a cool, quiet laptop matter most.</li>
<li>Your work is office, browsing, study and light creative tasks.</li>
<li>You can afford the 32 GB version, or 16 GB is truly enough.</li>
</ul>
<h3>Choose Ryzen AI 300 if</h3>
<ul>
<li>You want strong multi-core performance and good battery in one laptop.</li>
<li>You code, edit photos or do occasional video work.</li>
<li>You find a model whose reviews show good cooling.</li>
</ul>
<h3>Choose Core Ultra 200H if</h3>
<ul>
<li>Sustained performance matters more than battery.</li>
<li>The laptop will mostly stay on a desk near a socket.</li>
<li>You need upgradeable memory, which some 200H models keep.</li>
</ul>
<h2>What about Apple and Snapdragon?</h2>
<p>An M4 MacBook Air beats all three on silence and matches the best on battery, if your software runs on macOS; see our <a href="/blog/apple-m4-macbook-air-india-review-guide">M4 MacBook Air guide</a>. Snapdragon X laptops also run long on battery, but some Windows apps, games with anti-cheat and older printer drivers may not work on Arm, so check your software first.</p>
<h2>Our verdict</h2>
<p>There is no single winner. For most students and office users who value battery life, a Core Ultra 200V laptop is our first suggestion. For developers and creators who want one laptop to do everything, a well-cooled Ryzen AI 7 or Ryzen AI 9 is the better all-rounder. Choose 200H only when you know you need sustained speed. For spec detail, use our <a href="/cpu-comparison">CPU comparison</a> and the <a href="/blog/intel-core-ultra-laptops-explained">Core Ultra explainer</a>.</p>`,
    category: 'comparisons',
    tags: ['Intel Core Ultra', 'Ryzen AI 300', 'Copilot+ PC', 'processors', 'battery life'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-09-14T05:30:00.000Z',
    isFeatured: true,
    seoTitle: 'Intel Core Ultra vs Ryzen AI 300 Laptops (2026)',
    seoDescription:
      'Core Ultra 200V and 200H vs AMD Ryzen AI 300: multi-core speed, battery, graphics, heat and memory in Indian laptops from ₹75,000 to ₹1,50,000.',
    viewCount: 14320,
  },
  {
    slug: 'best-gaming-laptops-india',
    title: 'Best Gaming Laptops in India (2026): GPU Tiers, Budgets and Traps',
    excerpt:
      'How to buy a gaming laptop in India in 2026: which RTX tier each budget buys, why GPU power limits matter as much as the GPU name, and how to cope with heat and power cuts.',
    contentHtml: `<h2>Pick the graphics card first</h2>
<p>In a gaming laptop, the graphics card decides frame rates far more than the processor, and unlike memory or storage it can never be upgraded. Start by matching the GPU to your budget and the games you play, then check that the rest of the laptop does not hold it back.</p>
<table>
<thead>
<tr><th>Budget</th><th>Typical GPU</th><th>What to expect at 1080p</th></tr>
</thead>
<tbody>
<tr><td>₹55,000–₹70,000</td><td>RTX 3050 (6 GB), sometimes RTX 2050</td><td>Esports titles at high frame rates; recent games at low to medium settings</td></tr>
<tr><td>₹70,000–₹95,000</td><td>RTX 4050 or RTX 5050</td><td>Most games at high settings with upscaling</td></tr>
<tr><td>₹95,000–₹1,40,000</td><td>RTX 4060 or RTX 5060</td><td>High to ultra settings at 1080p; 1440p at medium</td></tr>
<tr><td>₹1,40,000–₹2,00,000</td><td>RTX 4070, RTX 5070 or RTX 5070 Ti</td><td>High refresh rates at 1440p; more video memory on the 5070 Ti</td></tr>
<tr><td>Above ₹2,00,000</td><td>RTX 5080 and above</td><td>Enthusiast builds; large, heavy machines</td></tr>
</tbody>
</table>
<p>Price bands shift with every sale and new launch, so treat these as typical ranges. On our <a href="/gaming-laptops">gaming laptops page</a> we group models into Entry, Mid-range and High-end tiers based on their graphics.</p>
<h2>The same GPU can perform very differently</h2>
<h3>Check the power limit (TGP)</h3>
<p>Laptop GPUs run at a power limit chosen by the manufacturer. An RTX 4060 allowed 115 watts can be substantially faster than the same RTX 4060 limited to 60 watts in a slim chassis. Look for "TGP" or "maximum graphics power" in the specifications; if a listing does not say, the brand's own spec page usually does. In our fixed game tests, a well-cooled laptop with a lower-tier GPU sometimes matched a thin laptop with a higher-tier one.</p>
<h3>Look for a MUX switch</h3>
<p>A MUX switch, or Advanced Optimus, lets the GPU drive the display directly, which adds frames in many games. Most mid-range gaming laptops now have one; some budget models do not.</p>
<h2>The rest of the laptop</h2>
<ul>
<li><strong>Processor:</strong> a Ryzen 5 or 7 HS chip, or a Core i5 or i7 H-series chip, is enough for any GPU up to the RTX 5060 class. An HX chip paired with an entry GPU wastes money.</li>
<li><strong>Memory:</strong> 16 GB in dual-channel (two sticks). Some budget models ship with a single 16 GB stick; adding a second matching stick improves frame rates in many games.</li>
<li><strong>Storage:</strong> 512 GB fills up after a handful of big games; 1 TB, or a free M.2 slot, is better.</li>
<li><strong>Display:</strong> 144 Hz or faster, IPS, with 100 percent sRGB coverage if you can. Avoid dim 45 percent NTSC panels, which look washed out even at high frame rates. See our <a href="/display/refresh-rate">refresh rate guide</a>.</li>
</ul>
<h2>Heat: the Indian summer problem</h2>
<p>Gaming laptops turn a lot of power into heat, and in a 35°C room without air-conditioning even a well-designed laptop will run hotter, louder and slightly slower. In our thermal tests we record room temperature for this reason. To keep performance up:</p>
<ul>
<li>Play on a hard, flat surface, never on a bed or cushion.</li>
<li>Raise the back of the laptop or use a stand; cooling pads help modestly.</li>
<li>Have the fans and vents cleaned once a year, more often in dusty areas.</li>
<li>Use the manufacturer's balanced mode for lighter games; it cuts noise and heat with little loss.</li>
</ul>
<p>Our <a href="/technical/laptop-cooling">laptop cooling guide</a> covers this in more detail.</p>
<h2>Battery and power cuts</h2>
<p>A gaming laptop is a portable desktop, not an all-day laptop. Unplugged, it drops to a fraction of its gaming performance, and the battery lasts a few hours of light work at best. Chargers are large, typically 180 to 280 watts. If your area has frequent power cuts, a laptop will at least keep running through short outages, but for long sessions you will need an inverter or UPS with enough capacity and a clean output. Plug in through a surge protector either way.</p>
<h2>Model lines to consider</h2>
<p>Most gaming laptops sold in India come from ASUS (TUF Gaming and ROG), Lenovo (LOQ and Legion), HP (Victus and Omen), Acer (Nitro and Predator), MSI and Dell. Entry lines such as TUF, LOQ, Victus and Nitro compete hard on price; the Legion, ROG, Omen and Predator lines add better cooling, screens and build. Service networks differ by city, so check yours; our <a href="/blog/laptop-warranty-and-service-centres-india">warranty guide</a> explains how.</p>
<h2>Traps to avoid</h2>
<ul>
<li>RTX 2050 laptops sold as gaming machines: its 4 GB of video memory struggles in recent games.</li>
<li>Thin gaming laptops with very low GPU power limits that are not disclosed on the listing.</li>
<li>Single-channel memory on budget models.</li>
<li>Dim, low-colour screens that spoil the games you bought the laptop for.</li>
<li>Paying extra for RGB lighting instead of a better GPU or cooling.</li>
</ul>
<h2>Where to go next</h2>
<p>Browse every model on our <a href="/laptops/dedicated-graphics">dedicated graphics</a> list, or start from <a href="/best-laptop-under-80000">under ₹80,000</a>, <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a> or <a href="/best-laptop-under-150000">under ₹1.5 lakh</a>. The Great Indian Festival and Prime Day usually bring the best gaming laptop prices; see our <a href="/blog/best-time-to-buy-laptops-india-sales">sale calendar</a>. Prices change often, so check the current listing before buying.</p>`,
    category: 'buying-guide',
    tags: ['gaming laptops', 'RTX', 'GPU', 'thermals', 'budget'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-10-05T04:30:00.000Z',
    isFeatured: true,
    seoTitle: 'Best Gaming Laptops in India (2026): GPU and Budget Guide',
    seoDescription:
      'Which RTX GPU each budget buys in India, why TGP and MUX switches matter, RAM and display checks, heat and power cuts, and gaming laptop traps to avoid.',
    viewCount: 23150,
  },
  {
    slug: 'best-laptops-for-content-creation-india',
    title: 'Best Laptops for Content Creation in India (2026): Video, Photo and Design',
    excerpt:
      'What YouTubers, photographers and designers in India should prioritise in a laptop: colour-accurate screens, GPU acceleration, memory and storage, with budget tiers from ₹70,000.',
    contentHtml: `<h2>Different creators, different laptops</h2>
<p>"Content creation" covers a Reels editor working on a phone's footage, a wedding photographer with thousands of RAW files, a designer in Figma and a 3D artist in Blender. They share one need, a trustworthy screen, and differ on almost everything else.</p>
<table>
<thead>
<tr><th>Creator</th><th>Prioritise</th><th>Memory</th><th>Graphics</th></tr>
</thead>
<tbody>
<tr><td>Short-form video (Reels, Shorts), 1080p YouTube</td><td>Hardware video encoding, good screen</td><td>16 GB</td><td>Modern integrated graphics or an entry RTX</td></tr>
<tr><td>4K YouTube and client video</td><td>GPU, fast storage, cooling</td><td>32 GB</td><td>RTX 4060/5060 class or Apple Pro chips</td></tr>
<tr><td>Photography (Lightroom, Photoshop)</td><td>Colour accuracy, memory, storage</td><td>16–32 GB</td><td>Integrated is fine; an RTX helps AI tools</td></tr>
<tr><td>Graphic and UI design</td><td>Colour accuracy, screen size</td><td>16 GB</td><td>Integrated is fine</td></tr>
<tr><td>3D, motion graphics</td><td>Powerful GPU with plenty of VRAM</td><td>32 GB</td><td>RTX 4070/5070 class and above</td></tr>
<tr><td>Podcasts and music</td><td>Quiet fans, ports, low latency</td><td>16 GB</td><td>Integrated is fine</td></tr>
</tbody>
</table>
<h2>The screen comes first</h2>
<p>If the screen shows colours wrongly, every edit you make is a guess. When we test displays with a colorimeter, we look at three things:</p>
<ul>
<li><strong>Colour gamut:</strong> at least 100 percent sRGB for web and social content; high DCI-P3 coverage if you grade video or deliver print work.</li>
<li><strong>Colour accuracy:</strong> an average Delta E below 2 out of the box is very good. Some creator laptops ship factory-calibrated with a report in the box.</li>
<li><strong>Brightness:</strong> 400 nits or more helps when you edit in a bright room.</li>
</ul>
<p>OLED screens have superb contrast and colour, and are common in creator laptops in India. Watch for two things: some flicker at low brightness, which bothers sensitive eyes, and a small risk of burn-in from static toolbars over years of use; use dark mode and auto-hiding taskbars. Glossy screens show richer colour but reflect windows; matte screens are easier in bright rooms. The <a href="/display/color-accuracy">colour accuracy guide</a> and the <a href="/display/panel-types">panel types guide</a> go deeper.</p>
<h2>Processor and graphics: acceleration matters</h2>
<p>Modern editing software hands much of the heavy work to specialised hardware. NVIDIA RTX GPUs accelerate effects, AI tools and exports in Premiere Pro and DaVinci Resolve; Apple's M-series chips include media engines that make ProRes and H.265 editing smooth; Intel's Quick Sync helps with H.264 and H.265 on Intel laptops. In our timed 4K export of the same project, laptops that used hardware encoding finished far sooner than laptops relying on the processor alone.</p>
<p>For 4K timelines, an RTX GPU with 8 GB of video memory is a sensible minimum; 3D artists with heavy scenes should look for more.</p>
<h2>Memory and storage</h2>
<ul>
<li><strong>Memory:</strong> 16 GB handles 1080p editing and photo work; 32 GB makes 4K timelines and large Lightroom catalogues far smoother.</li>
<li><strong>Internal storage:</strong> 1 TB NVMe is the practical minimum for video work; projects and caches grow fast.</li>
<li><strong>External storage:</strong> a fast external SSD for active projects and a hard disk for archives.</li>
<li><strong>Ports:</strong> a full-size SD card reader saves time for photographers and videographers; USB-C with USB4 or Thunderbolt makes external SSDs fast enough to edit from.</li>
</ul>
<h2>Budget tiers</h2>
<h3>₹70,000 to ₹1,00,000</h3>
<p>OLED thin-and-lights with Core Ultra or Ryzen AI chips suit photographers, designers and short-form video editors. Creator-leaning laptops with an RTX 4050 or 5050 suit 1080p YouTube work. Model lines to look at include ASUS Vivobook and Zenbook OLED, HP OmniBook and Lenovo Yoga and IdeaPad Pro. Browse <a href="/best-laptop-under-1-lakh">under ₹1 lakh</a>.</p>
<h3>₹1,00,000 to ₹1,50,000</h3>
<p>An M4 MacBook Air with more storage works well for photographers and light video; Windows laptops with an RTX 4060 or 5060 and a calibrated screen suit 4K editors. See <a href="/best-laptop-under-150000">under ₹1.5 lakh</a>.</p>
<h3>Above ₹1,50,000</h3>
<p>MacBook Pro models with Pro-class chips, or Windows creator and gaming laptops with RTX 4070/5070-class graphics, 32 GB and good cooling, for 4K, 3D and motion work. See <a href="/best-laptop-under-200000">under ₹2 lakh</a>.</p>
<h2>Practical realities for Indian creators</h2>
<ul>
<li><strong>Heat:</strong> long exports in a hot room cause throttling. Export in the cooler evening hours, raise the laptop on a stand and keep vents clean.</li>
<li><strong>Power cuts:</strong> enable auto-save in your editor, save before every export and keep the laptop charged; a UPS for your external drives prevents corruption.</li>
<li><strong>Backups:</strong> keep client footage on two drives until the project is delivered and paid for.</li>
<li><strong>Software costs:</strong> Adobe subscriptions are a recurring cost in rupees; DaVinci Resolve's free version is capable enough for many YouTubers.</li>
<li><strong>Colour:</strong> most of your audience watches on phones; check your edits on a phone before publishing.</li>
</ul>
<h2>What to avoid</h2>
<ul>
<li>Budget screens with 45 percent NTSC coverage, whatever the processor.</li>
<li>256 or 512 GB storage with no free slot for video work.</li>
<li>8 GB of memory for any serious editing.</li>
<li>Thin laptops with powerful chips but weak cooling, if you export every day.</li>
</ul>
<h2>Where to go next</h2>
<p>See our <a href="/laptops/content-creation">laptops for content creation</a> list, compare Apple and Windows in the <a href="/blog/apple-m4-macbook-air-india-review-guide">M4 MacBook Air guide</a>, and check GPU tiers in the <a href="/blog/best-gaming-laptops-india">gaming laptop guide</a>, since the same RTX cards power most Windows creator laptops. Prices change often; check the current listing before you buy.</p>`,
    category: 'buying-guide',
    tags: ['content creation', 'video editing', 'photography', 'OLED', 'colour accuracy'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-10-26T05:00:00.000Z',
    isFeatured: false,
    seoTitle: 'Best Laptops for Content Creation in India (2026)',
    seoDescription:
      'Laptops for video editing, photography and design in India: colour-accurate screens, RTX and Apple acceleration, RAM and storage, budgets from ₹70,000.',
    viewCount: 5870,
  },
  {
    slug: 'laptop-warranty-and-service-centres-india',
    title: 'Laptop Warranty and Service Centres in India: What to Check Before You Buy',
    excerpt:
      'Why after-sales service matters as much as specs in India, the kinds of laptop warranty on offer, how to check a brand’s service network in your city, and what to do when a laptop fails.',
    contentHtml: `<h2>Why after-sales matters more in India</h2>
<p>A laptop that needs a motherboard or screen replacement is only as good as the service behind it. In large cities most brands have several service centres and parts arrive in days. In tier-2 and tier-3 towns, the nearest authorised centre may be a bus ride away, and parts for less common models can take weeks to arrive from a regional hub. When we assess a laptop, we check the brand's service network against a list of metro, tier-2 and tier-3 cities for exactly this reason.</p>
<h2>Types of warranty</h2>
<table>
<thead>
<tr><th>Type</th><th>What it usually covers</th><th>What to watch for</th></tr>
</thead>
<tbody>
<tr><td>Standard warranty (usually 1 year)</td><td>Manufacturing defects; carry-in to a service centre</td><td>Battery and charger may have separate, shorter terms</td></tr>
<tr><td>Onsite warranty</td><td>An engineer visits your home or office, often next business day in larger cities</td><td>Response times can be longer in smaller towns; check the pin code</td></tr>
<tr><td>Extended warranty</td><td>The same cover for 2 to 4 years</td><td>Cheaper when bought with the laptop or within the brand's window</td></tr>
<tr><td>Accidental damage protection</td><td>Drops, spills and screen cracks, usually one or two claims a year</td><td>Theft and loss are normally excluded; a deductible may apply</td></tr>
<tr><td>International warranty</td><td>Service in several countries for some premium lines</td><td>Not all models; grey imports may not be covered in India at all</td></tr>
<tr><td>Third-party protection plans</td><td>Repairs through an insurer or service partner</td><td>Claims go through the partner, not the brand; read the terms</td></tr>
</tbody>
</table>
<h2>How to check a brand's service network</h2>
<ol>
<li>Open the brand's official service-centre locator and search your city and pin code, as well as the city where the laptop will mainly be used, such as a college town.</li>
<li>Check whether the listed centres are brand-owned or authorised service providers; both are valid for warranty work.</li>
<li>Call the support line with a simple question. How long it takes to reach a person tells you a lot.</li>
<li>Ask whether onsite service covers your pin code and what the typical response time is.</li>
<li>For less common models, ask how long parts such as screens and motherboards usually take.</li>
</ol>
<p>In our checks, the large brands, Lenovo, HP, Dell, ASUS and Acer, cover most tier-2 cities, and several offer onsite service on business and premium lines. Apple repairs go through Apple Authorised Service Providers, plentiful in metros but thinner in small towns. Smaller brands can have very limited networks. Coverage changes, so check your own city rather than relying on a general reputation.</p>
<h2>Register and verify the warranty</h2>
<ul>
<li>Enter the serial number on the brand's warranty-check page as soon as the laptop arrives.</li>
<li>If the warranty start date is earlier than your invoice date, upload the invoice so it is corrected; otherwise you lose months of cover.</li>
<li>Keep the invoice as a PDF in your email and cloud storage.</li>
<li>Confirm the laptop is an Indian-market unit. Imported units sold by third-party sellers may have no warranty support here.</li>
</ul>
<h2>Common exclusions</h2>
<ul>
<li>Physical and liquid damage, unless you have accidental damage protection.</li>
<li>Damage from voltage surges, which is common enough in India to justify a surge protector.</li>
<li>Batteries treated as consumables after a set period, with only sudden failures covered.</li>
<li>Damage caused during upgrades or repairs by unauthorised shops. Policies on user upgrades of RAM and SSD differ by brand; ask before opening the laptop.</li>
</ul>
<h2>The monsoon and accidental damage</h2>
<p>Monsoon months bring more liquid damage: soaked bags, spilled chai on crowded desks and humid rooms. Accidental damage protection is often worth its cost for students and anyone who commutes by two-wheeler or public transport. Use a water-resistant bag, and if a spill happens, switch the laptop off, unplug it, turn it upside down and take it to a service centre. Do not try to dry it with a hair dryer or switch it on to check.</p>
<h2>When something breaks</h2>
<ol>
<li>Back up your data if the laptop still works; service centres are not responsible for data.</li>
<li>Note the serial number, invoice date and a clear description of the fault, with photos or a short video.</li>
<li>Raise a ticket through the brand's official support channel and note the case number.</li>
<li>At the centre, get a job sheet listing the fault, the laptop's condition and accessories handed over.</li>
<li>On collection, check that the fault is fixed and that replaced parts are listed.</li>
<li>If the repair stalls, escalate through the brand's official escalation channel with your case number.</li>
</ol>
<h2>Is an extended warranty worth it?</h2>
<p><strong>Usually yes</strong> for a laptop over ₹60,000, for students and frequent travellers, and for anyone in a town with one distant service centre, where a paid repair would be both costly and slow. <strong>Often no</strong> for an inexpensive second laptop or for buyers who replace laptops every two years. Compare the price of the extension against the cost of a screen or motherboard replacement, which can be a large share of a budget laptop's price.</p>
<h2>Where to go next</h2>
<p>Service quality is part of every recommendation we make; read how we assess it on our <a href="/author/rohit-sharma">author and methodology page</a>. Brand-specific notes are in the <a href="/brands/hp-laptops-india">HP</a>, <a href="/brands/lenovo-laptops">Lenovo</a> and <a href="/brands/asus-laptops">ASUS</a> guides, and our <a href="/blog/laptop-buying-guide-india-2026">2026 buying guide</a> brings it all together.</p>`,
    category: 'india-specific',
    tags: ['warranty', 'service centres', 'after-sales', 'accidental damage', 'tier-2 cities'],
    authorSlug: 'rohit-sharma',
    featuredImage: null,
    publishedAt: '2026-11-12T04:30:00.000Z',
    isFeatured: false,
    seoTitle: 'Laptop Warranty and Service Centres in India: A Guide',
    seoDescription:
      'Laptop warranty in India: carry-in vs onsite, extended and accidental damage cover, service centres in tier-2 and tier-3 cities, and what to do on failure.',
    viewCount: 1940,
  },
];
