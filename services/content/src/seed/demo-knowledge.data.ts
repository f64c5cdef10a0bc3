// Demo editorial content: the knowledge hub's six categories and eighteen guides.
// Search volumes are plausible monthly estimates for India, not measured data; together they
// back the hub's "95K+" figure.
import type { DemoKnowledgeCategory } from './demo-content.types.js';

export const demoKnowledgeCategories: readonly DemoKnowledgeCategory[] = [
  {
    slug: 'processors',
    title: 'Processors',
    description:
      'Understand AMD Ryzen and Intel Core chips, what their model numbers mean and which processor suits your work.',
    icon: 'Cpu',
    color: 'blue',
    guides: [
      {
        title: 'AMD Ryzen 5 Laptops: Complete Buying Guide',
        description:
          'How to decode Ryzen 5 model numbers, which chips are worth buying in 2026 and which to avoid, from the 5500U to Ryzen AI 5.',
        path: '/processors/amd-ryzen-5',
        targetKeywords: [
          'ryzen 5 laptop',
          'amd ryzen 5 laptops india',
          'ryzen 5 7530u vs 7520u',
          'best ryzen 5 laptop',
          'ryzen processor naming explained',
        ],
        searchVolume: '9,900/month',
        difficulty: 'Medium',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>Why Ryzen 5 is the default mid-range choice</h2>
<p>Walk into any laptop store in India or scroll through a sale on amazon.in and you will see AMD Ryzen 5 on a large share of the laptops priced between roughly ₹35,000 and ₹80,000. There is a good reason: a Ryzen 5 usually gives you six cores and twelve threads, efficient power use and capable integrated graphics for less money than a comparable Intel laptop. For students, office users and programmers it is often the best value in the market.</p>
<p>The catch is that "Ryzen 5" is a family name, not a specification. A Ryzen 5 sold in 2026 can be built on anything from the 2019-era Zen 2 design to the latest Zen 5, and the performance gap between them is large. This guide shows you how to tell them apart.</p>
<h2>How to decode a Ryzen model number</h2>
<p>Between 2023 and 2024 AMD used a four-digit scheme for its laptop chips. Take the Ryzen 5 7530U as an example:</p>
<table>
<thead><tr><th>Part</th><th>Example</th><th>What it tells you</th></tr></thead>
<tbody>
<tr><td>First digit</td><td>7</td><td>Model year (7 = 2023, 8 = 2024). It says nothing about speed.</td></tr>
<tr><td>Second digit</td><td>5</td><td>Market segment: 3 for Ryzen 3, 5 or 6 for Ryzen 5, 7 or 8 for Ryzen 7.</td></tr>
<tr><td>Third digit</td><td>3</td><td>The architecture: 2 = Zen 2, 3 = Zen 3, 4 = Zen 4. This is the digit that matters most.</td></tr>
<tr><td>Fourth digit</td><td>0</td><td>0 = lower model, 5 = slightly higher model of the same design.</td></tr>
<tr><td>Suffix</td><td>U</td><td>Power class: U for thin laptops, HS and H for performance laptops, HX for high-end gaming.</td></tr>
</tbody>
</table>
<p>The third digit is where buyers get caught. The Ryzen 5 7520U has a "7" in front, but its third digit is 2: it is a four-core Zen 2 chip with weak Radeon 610M graphics. The Ryzen 5 7530U, at a similar price, is a six-core Zen 3 chip and is clearly faster.</p>
<p>From 2024 AMD changed names again. Chips such as the <strong>Ryzen AI 5 340</strong> use the new Zen 5 design with a built-in NPU for AI features, while the <strong>Ryzen 5 200 series</strong> (for example the 230 and 240) are renamed Zen 4 chips. Older Ryzen 5000 chips such as the 5500U and 5625U are still sold in budget and refurbished laptops.</p>
<h2>The Ryzen 5 chips you will meet in India</h2>
<table>
<thead><tr><th>Chip</th><th>Cores / threads</th><th>Architecture</th><th>Graphics</th><th>Our take</th></tr></thead>
<tbody>
<tr><td>Ryzen 5 5500U</td><td>6 / 12</td><td>Zen 2</td><td>Vega 7</td><td>Older but still capable for study and office work.</td></tr>
<tr><td>Ryzen 5 5625U</td><td>6 / 12</td><td>Zen 3</td><td>Vega 7</td><td>Good value in budget laptops.</td></tr>
<tr><td>Ryzen 5 7520U</td><td>4 / 8</td><td>Zen 2</td><td>Radeon 610M</td><td>Basic use only; do not pay a premium for it.</td></tr>
<tr><td>Ryzen 5 7530U</td><td>6 / 12</td><td>Zen 3</td><td>Vega 7</td><td>The sensible budget pick for most people.</td></tr>
<tr><td>Ryzen 5 7535HS</td><td>6 / 12</td><td>Zen 3+</td><td>Radeon 660M</td><td>Common in entry gaming laptops with an RTX GPU.</td></tr>
<tr><td>Ryzen 5 8640HS</td><td>6 / 12</td><td>Zen 4</td><td>Radeon 760M</td><td>Strong all-rounder with good integrated graphics.</td></tr>
<tr><td>Ryzen AI 5 340</td><td>6 / 12</td><td>Zen 5</td><td>Radeon 840M</td><td>Newest; qualifies for Copilot+ AI features.</td></tr>
</tbody>
</table>
<h2>U, HS, H and HX: choose the power class first</h2>
<ul>
<li><strong>U chips</strong> (about 15–28 W) go into thin, light laptops. They run cool and give the best battery life.</li>
<li><strong>HS and H chips</strong> (about 35–54 W) sustain higher speeds and suit coding, video editing and gaming laptops, at the cost of weight and battery life.</li>
<li><strong>HX chips</strong> are desktop-class and appear only in high-end gaming laptops.</li>
</ul>
<h2>Strengths and weaknesses</h2>
<p>Ryzen 5 chips are excellent at multi-threaded work such as compiling code, exporting video or running many browser tabs at once, and the U-series models are frugal with battery. Integrated Radeon graphics handle light games like Valorant and older titles at modest settings.</p>
<p>The weaknesses are mostly about how laptop makers configure them. Radeon graphics lose a lot of performance with single-channel memory, so a laptop with one 8 GB stick performs noticeably worse than one with two. Some budget models also pair a good chip with a dim 250-nit screen. Thunderbolt is rare on AMD laptops, though newer models offer USB4.</p>
<h2>Buying checklist</h2>
<ol>
<li>Check the third digit of the model number, and avoid paying extra for a Zen 2 chip.</li>
<li>Look for 16 GB RAM in dual-channel form; read our guide to <a href="/memory/dual-channel-ram">dual-channel RAM</a>.</li>
<li>Insist on an SSD and a Full HD IPS screen with 300 nits or more.</li>
<li>Compare against Intel using our <a href="/cpu-comparison">processor comparison</a> and the <a href="/processors/intel-core-i5">Intel Core i5 guide</a>.</li>
<li>Browse current <a href="/laptops/amd-processor">AMD laptops</a> or the <a href="/best-laptop-under-50000">best laptops under ₹50,000</a>.</li>
</ol>`,
      },
      {
        title: 'Intel Core i5 Laptops Explained',
        description:
          'From 11th Gen to Core Ultra 5: what the numbers, suffixes and P-cores mean, and which Core i5 laptops are worth your money.',
        path: '/processors/intel-core-i5',
        targetKeywords: ['intel core i5 laptop', 'i5 13th gen laptop', 'core ultra 5 vs core i5'],
        searchVolume: '8,100/month',
        difficulty: 'Medium',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>The Core i5 name has changed three times</h2>
<p>Intel Core i5 has been the safe middle choice for Indian laptop buyers for more than a decade, but the name now covers very different chips. In 2026 you will find 11th, 12th and 13th Gen Core i5 laptops still on sale, alongside the renamed <strong>Core 5</strong> and <strong>Core Ultra 5</strong> families. Knowing which generation you are looking at matters more than the "i5" badge itself.</p>
<h2>Reading an Intel model number</h2>
<p>For the older Core i5 chips, the digits after the hyphen tell you most of what you need. In the <strong>Core i5-1334U</strong>, "13" is the generation, "34" is the model within it, and "U" is the power class. The 11th Gen chips used a slightly different pattern: the "G7" in the i5-1135G7 refers to its stronger Iris Xe graphics.</p>
<p>From late 2023 Intel moved to two new names. <strong>Core Ultra 5</strong> chips (such as the 125H, 125U and 226V) use newer designs with a built-in NPU for AI features and much better Arc graphics. Plain <strong>Core 5</strong> chips (such as the Core 5 120U) are refreshed versions of the 13th Gen design and sit below Core Ultra.</p>
<h2>Performance cores and efficient cores</h2>
<p>Since the 12th Gen, Intel laptop chips mix two kinds of cores. Performance cores (P-cores) handle demanding tasks; efficient cores (E-cores) handle background work using less power. A "10-core" i5-1235U therefore has only 2 P-cores and 8 E-cores, while an "8-core" i5-12450H has 4 P-cores and 4 E-cores and is faster in most heavy work. Always look at the P-core count, not just the total.</p>
<h2>The Core i5 chips you will meet in India</h2>
<table>
<thead><tr><th>Chip</th><th>Generation</th><th>Cores (P + E) / threads</th><th>Graphics</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Core i5-1135G7</td><td>11th Gen</td><td>4 / 8</td><td>Iris Xe (80 EU)</td><td>Office work; now mostly refurbished</td></tr>
<tr><td>Core i5-1235U</td><td>12th Gen</td><td>2 + 8 / 12</td><td>Iris Xe (80 EU)</td><td>Thin-and-light everyday laptops</td></tr>
<tr><td>Core i5-1334U / 1335U</td><td>13th Gen</td><td>2 + 8 / 12</td><td>Iris Xe (80 EU)</td><td>Mainstream office and study laptops</td></tr>
<tr><td>Core i5-12450H</td><td>12th Gen</td><td>4 + 4 / 12</td><td>UHD or RTX GPU</td><td>Budget gaming and coding</td></tr>
<tr><td>Core i5-13420H</td><td>13th Gen</td><td>4 + 4 / 12</td><td>UHD or RTX GPU</td><td>Mid-range performance laptops</td></tr>
<tr><td>Core i5-13450HX</td><td>13th Gen</td><td>6 + 4 / 16</td><td>RTX GPU</td><td>Gaming laptops</td></tr>
<tr><td>Core Ultra 5 125H</td><td>Core Ultra (Series 1)</td><td>4 + 8 + 2 low-power / 18</td><td>Arc (7 Xe cores)</td><td>Slim laptops with strong graphics</td></tr>
<tr><td>Core Ultra 5 226V</td><td>Core Ultra (Series 2)</td><td>4 + 4 low-power / 8</td><td>Arc 130V</td><td>All-day battery, Copilot+ features</td></tr>
</tbody>
</table>
<h2>What the suffix means</h2>
<ul>
<li><strong>U:</strong> low-power chips for thin laptops. Cool and quiet, with good battery life.</li>
<li><strong>P:</strong> a middle class for thin performance laptops, less common in India.</li>
<li><strong>H:</strong> higher power for coding, creative work and gaming laptops.</li>
<li><strong>HX:</strong> desktop-class chips for high-end gaming laptops; heavy and power-hungry.</li>
<li><strong>V:</strong> the Core Ultra 200V "Lunar Lake" chips, with memory built into the processor package. They are very efficient, but the RAM can never be upgraded.</li>
</ul>
<h2>Strengths and weaknesses of Intel Core i5 laptops</h2>
<p>Intel's strengths are fast single-core performance, which makes everyday apps feel responsive, broad Thunderbolt support for docks and fast external drives, and very good compatibility with older business software. Core Ultra chips have closed much of the battery-life gap with AMD and Apple, and the Lunar Lake models are among the longest-lasting Windows laptops you can buy.</p>
<p>The weaknesses are mostly in the older chips. 12th and 13th Gen U-series laptops can run hot and loud under sustained load, and the many E-cores make their headline core counts look better than their real performance. Iris Xe graphics only work at full speed with dual-channel memory; on a single memory stick Windows reports them as plain "UHD Graphics" and games run much slower.</p>
<h2>Core i5 or Ryzen 5?</h2>
<p>In budget and mid-range laptops, Ryzen 5 usually offers more cores and better battery life for the money, while Intel wins on single-core speed, Thunderbolt and, with Core Ultra, integrated graphics. Our <a href="/cpu-comparison">processor comparison</a> puts two popular pairs head to head, and the <a href="/processors/amd-ryzen-5">Ryzen 5 guide</a> explains AMD's naming.</p>
<h2>Buying checklist</h2>
<ol>
<li>Prefer a 13th Gen or newer chip for a new laptop; treat 11th Gen as a refurbished-only option.</li>
<li>Check the P-core count, and choose an H chip if you compile code or edit video.</li>
<li>Make sure the RAM is dual-channel so the integrated graphics run at full speed.</li>
<li>Browse current <a href="/laptops/intel-processor">Intel laptops</a> or compare prices in the <a href="/best-laptop-under-80000">best laptops under ₹80,000</a>.</li>
</ol>`,
      },
      {
        title: 'Ryzen vs Intel: Processor Comparison',
        description:
          'Head-to-head comparisons of popular budget and mid-range laptop chips, with performance scores, efficiency and use-case picks.',
        path: '/cpu-comparison',
        targetKeywords: [
          'ryzen vs intel',
          'ryzen 5 vs i5',
          'ryzen 3 vs i3',
          'best laptop processor',
          'amd vs intel laptop',
        ],
        searchVolume: '6,600/month',
        difficulty: 'High',
        intent: 'Commercial Investigation',
        // /cpu-comparison is a page of its own.
        articleHtml: null,
      },
    ],
  },
  {
    slug: 'memory-storage',
    title: 'Memory and Storage',
    description:
      'How much RAM you really need, why an SSD matters and how memory configuration affects everyday speed.',
    icon: 'HardDrive',
    color: 'green',
    guides: [
      {
        title: '16 GB RAM Laptops: Is 16 GB Enough?',
        description:
          'Why 16 GB is the new standard, how much memory each kind of work needs, and how to spot soldered RAM before you buy.',
        path: '/memory/16gb-ram-laptops',
        targetKeywords: [
          '16gb ram laptop',
          'is 16gb ram enough',
          '8gb vs 16gb ram laptop',
          'best 16gb ram laptop under 50000',
        ],
        searchVolume: '12,100/month',
        difficulty: 'High',
        intent: 'Commercial',
        articleHtml: `<h2>Short answer: 16 GB is the new normal</h2>
<p>A few years ago 8 GB of RAM was enough for most laptop buyers. In 2026 it is the bare minimum, and 16 GB is the amount we recommend for almost everyone spending more than about ₹35,000. The reason is not one heavy app but the pile-up of ordinary ones: Windows 11 itself, a modern browser with a dozen tabs, Teams or Zoom, WhatsApp Desktop, antivirus and cloud sync all run at the same time.</p>
<h2>Why memory use has grown</h2>
<ul>
<li><strong>Windows 11</strong> uses around 3–4 GB on its own after start-up on a typical laptop.</li>
<li><strong>Browsers</strong> run every tab as a separate process. Web apps such as Gmail, Google Docs, Canva and trading platforms can each use several hundred megabytes.</li>
<li><strong>Integrated graphics share your RAM.</strong> On laptops without a dedicated GPU, part of system memory is set aside for graphics, so an 8 GB laptop may really have about 6–7 GB left for apps.</li>
<li><strong>AI features</strong> need headroom. Microsoft's Copilot+ PC programme requires at least 16 GB of RAM, and local AI tools run noticeably better with more.</li>
</ul>
<p>When RAM runs out, Windows moves data to the SSD. With a fast SSD this is not a disaster, but you will notice stutter when switching apps, reloading tabs and lag during video calls.</p>
<h2>How much RAM do you need?</h2>
<table>
<thead><tr><th>What you do</th><th>8 GB</th><th>16 GB</th><th>32 GB</th></tr></thead>
<tbody>
<tr><td>Browsing, Office, online classes</td><td>Works, with care</td><td>Comfortable</td><td>Not needed</td></tr>
<tr><td>Work from home with video calls</td><td>Struggles</td><td>Comfortable</td><td>Not needed</td></tr>
<tr><td>Programming and web development</td><td>Frustrating</td><td>Good</td><td>Ideal with Docker or emulators</td></tr>
<tr><td>Photo editing (Lightroom, Photoshop)</td><td>Slow</td><td>Good</td><td>Better for large files</td></tr>
<tr><td>Video editing (1080p)</td><td>Not recommended</td><td>Good</td><td>Better for long projects</td></tr>
<tr><td>Video editing (4K) and 3D</td><td>Not recommended</td><td>Minimum</td><td>Recommended</td></tr>
<tr><td>Gaming</td><td>Older titles only</td><td>Recommended</td><td>Only for streaming while gaming</td></tr>
<tr><td>Stock trading with many charts</td><td>Struggles</td><td>Good</td><td>For multi-monitor setups</td></tr>
</tbody>
</table>
<h2>Soldered or upgradeable?</h2>
<p>This is the most important question to ask before buying an 8 GB laptop. Many thin laptops now have their memory soldered to the motherboard, which means you can never add more. Others have one or two SO-DIMM slots. There are three common arrangements:</p>
<ol>
<li><strong>All soldered</strong> (common in slim laptops, MacBooks and Core Ultra 200V models): buy the RAM you will need for the next four to five years on day one.</li>
<li><strong>Part soldered, one free slot:</strong> you can add a stick later, ideally the same size as the soldered memory so it runs in dual-channel mode.</li>
<li><strong>Two slots:</strong> the most flexible, common in gaming and larger 15.6-inch laptops.</li>
</ol>
<p>The product listing rarely states this clearly, so check the manufacturer's specification sheet or service manual for "memory slots" before you assume an upgrade is possible.</p>
<h2>DDR4, DDR5 and LPDDR5X</h2>
<p>The type of memory matters less than the amount, but it still makes a difference, especially for integrated graphics.</p>
<ul>
<li><strong>DDR4-3200</strong> is found in older and budget laptops. It is adequate for office work.</li>
<li><strong>DDR5-4800 to 5600</strong> is standard in newer Intel and AMD laptops, with roughly 50–75 percent more bandwidth.</li>
<li><strong>LPDDR5 and LPDDR5X</strong> run even faster and use less power, but they are always soldered.</li>
</ul>
<p>A laptop with 16 GB of DDR5 in dual-channel mode gives integrated graphics a real boost. Read more in our <a href="/memory/dual-channel-ram">dual-channel RAM guide</a>.</p>
<h2>Is 16 GB worth the extra cost?</h2>
<p>In most cases, yes. The price gap between 8 GB and 16 GB versions of the same laptop is usually small compared with the cost of replacing a laptop a year early because it feels slow. Laptops with 16 GB now start at around ₹35,000, and from about ₹50,000 it is hard to find a good laptop without it. Spend on memory before a faster processor: an i5 or Ryzen 5 with 16 GB will feel quicker day to day than an i7 or Ryzen 7 with 8 GB.</p>
<h2>Tips before you buy</h2>
<ul>
<li>Look for "16 GB (2 × 8 GB)" or soldered LPDDR5 rather than a single 16 GB stick if you care about graphics performance.</li>
<li>For programming, video editing or long-term use, consider 32 GB if the laptop cannot be upgraded later.</li>
<li>Pair the RAM with an SSD; our <a href="/storage/ssd-vs-hdd">SSD vs HDD guide</a> explains why.</li>
</ul>
<p>Ready to shop? Browse our list of <a href="/laptops/16gb-ram">16 GB RAM laptops</a> or see the <a href="/best-laptop-under-50000">best laptops under ₹50,000</a>.</p>`,
      },
      {
        title: 'SSD vs HDD: Which Laptop Storage to Buy',
        description:
          'Speed, durability and capacity compared: why you should avoid HDD-only laptops and how much SSD storage you need.',
        path: '/storage/ssd-vs-hdd',
        targetKeywords: [
          'ssd vs hdd',
          'ssd vs hdd laptop',
          'nvme ssd laptop',
          'is ssd better than hdd',
          'emmc vs ssd',
          'laptop storage guide',
        ],
        searchVolume: '6,600/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>The one upgrade that changes everything</h2>
<p>If you remember one thing from this guide, make it this: in 2026 do not buy a laptop whose only storage is a hard disk drive (HDD). A slow processor with an SSD feels quicker in daily use than a fast processor with an HDD. Yet HDD-only laptops are still sold in India, usually at the very bottom of the market and in some budget business models, and they often look like bargains on paper because they offer "1 TB" of storage.</p>
<h2>How HDDs and SSDs differ</h2>
<p>A hard disk stores data on spinning magnetic platters read by a moving arm. Laptop HDDs usually spin at 5,400 rpm, and every time the arm has to jump to a new location there is a delay. Windows, apps and updates read thousands of small files scattered across the disk, which is exactly what an HDD is worst at.</p>
<p>A solid-state drive (SSD) stores data on flash memory chips with no moving parts. It can read small files from anywhere almost instantly, which is why boot times, app launches and Windows updates are so much faster.</p>
<h2>Storage types compared</h2>
<table>
<thead><tr><th>Type</th><th>Typical read speed</th><th>Windows boot</th><th>Where you find it</th></tr></thead>
<tbody>
<tr><td>HDD (5,400 rpm)</td><td>About 100 MB/s</td><td>A minute or more, slower after updates</td><td>Cheapest Windows laptops, external drives</td></tr>
<tr><td>eMMC</td><td>About 250–300 MB/s</td><td>Quick on Chrome OS, slow on Windows</td><td>Chromebooks and very cheap Windows laptops</td></tr>
<tr><td>SATA SSD</td><td>About 550 MB/s</td><td>Around 15–20 seconds</td><td>Older and some budget laptops</td></tr>
<tr><td>NVMe SSD (PCIe 3.0)</td><td>Up to about 3,500 MB/s</td><td>Around 10–15 seconds</td><td>Most budget and mid-range laptops</td></tr>
<tr><td>NVMe SSD (PCIe 4.0)</td><td>Up to about 7,000 MB/s</td><td>Around 10 seconds</td><td>Mid-range, premium and gaming laptops</td></tr>
</tbody>
</table>
<p>Boot times depend on the whole laptop, so treat these as rough guides. The jump from HDD to any SSD is dramatic; the jump from PCIe 3.0 to PCIe 4.0 is hard to notice outside large file copies and game loading.</p>
<h2>Beyond speed: why SSDs suit Indian conditions</h2>
<ul>
<li><strong>Durability:</strong> an HDD can be damaged if the laptop is knocked or dropped while running, which is a real risk in a crowded bus, metro or auto-rickshaw. SSDs have no moving parts and handle bumps far better.</li>
<li><strong>Heat:</strong> SSDs cope well with hot rooms; HDDs age faster when they run hot for long periods.</li>
<li><strong>Battery life:</strong> SSDs use less power, so you get more time away from the socket during a power cut.</li>
<li><strong>Silence:</strong> no clicking or whirring in a quiet classroom or library.</li>
</ul>
<h2>Common worries about SSDs</h2>
<h3>"SSDs wear out"</h3>
<p>SSDs do have a write limit, measured in terabytes written (TBW), but a typical 512 GB drive is rated for hundreds of terabytes. Ordinary users write a small fraction of that each year, so the drive will usually outlast the laptop.</p>
<h3>"HDDs give more storage for the money"</h3>
<p>True, but that storage is better bought separately. A 512 GB SSD in the laptop plus a 1 TB or 2 TB external hard disk for photos and backups costs less than most people expect and is much faster in daily use.</p>
<h3>"Data recovery is harder on SSDs"</h3>
<p>It can be, which is a reason to back up, not a reason to avoid SSDs. Use OneDrive, Google Drive or an external drive, and keep copies of anything important in two places.</p>
<h2>How much SSD storage to buy</h2>
<table>
<thead><tr><th>Capacity</th><th>Suits</th></tr></thead>
<tbody>
<tr><td>256 GB</td><td>Light use with cloud storage; fills quickly after Windows updates</td></tr>
<tr><td>512 GB</td><td>The sensible minimum for most students and office users</td></tr>
<tr><td>1 TB</td><td>Programmers, photographers, gamers and video editors</td></tr>
<tr><td>2 TB or more</td><td>Heavy video work or large game libraries</td></tr>
</tbody>
</table>
<h2>Already own an HDD laptop?</h2>
<p>Many older laptops can be upgraded. If yours has a 2.5-inch drive bay, a SATA SSD is a simple swap; if it has an empty M.2 slot, you can add an NVMe SSD and keep the hard disk for storage. Our <a href="/technical/upgrade-guide">laptop upgrade guide</a> walks you through it.</p>
<h2>Buying checklist</h2>
<ol>
<li>Read the storage line carefully: "1 TB HDD" and "512 GB SSD" are very different things.</li>
<li>Prefer an NVMe SSD of at least 512 GB.</li>
<li>Check for a second M.2 slot if you expect to need more space later.</li>
<li>Avoid Windows laptops with 64 GB or 128 GB of eMMC storage; they quickly run out of space for updates.</li>
</ol>
<p>Every laptop on our <a href="/laptops/ssd-storage">SSD storage list</a> meets this bar, and you can also browse the <a href="/best-laptop-under-30000">best laptops under ₹30,000</a>.</p>`,
      },
      {
        title: 'Dual-Channel RAM Explained',
        description:
          'What dual-channel memory is, why it can make integrated graphics much faster, and how to check and upgrade your laptop.',
        path: '/memory/dual-channel-ram',
        targetKeywords: [
          'dual channel ram',
          'single vs dual channel ram',
          'dual channel ram laptop',
        ],
        searchVolume: '2,900/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>What dual-channel RAM means</h2>
<p>Your processor talks to memory through channels. Each traditional memory channel is 64 bits wide. When a laptop has two memory modules installed in the right slots, or soldered memory wired for two channels, the processor can read and write to both at once, doubling the available bandwidth. This is called dual-channel mode. With a single memory stick, the laptop runs in single-channel mode and has half the bandwidth.</p>
<p>The total amount of RAM is the same either way: "16 GB (2 × 8 GB)" and "16 GB (1 × 16 GB)" look identical on a spec sheet. They do not perform the same.</p>
<h2>How much bandwidth is at stake</h2>
<table>
<thead><tr><th>Memory</th><th>Single-channel</th><th>Dual-channel</th></tr></thead>
<tbody>
<tr><td>DDR4-3200</td><td>25.6 GB/s</td><td>51.2 GB/s</td></tr>
<tr><td>DDR5-4800</td><td>38.4 GB/s</td><td>76.8 GB/s</td></tr>
<tr><td>DDR5-5600</td><td>44.8 GB/s</td><td>89.6 GB/s</td></tr>
</tbody>
</table>
<p>These are theoretical peak figures, but the ratio holds in practice: dual-channel memory can move roughly twice as much data per second.</p>
<h2>Who actually notices the difference</h2>
<h3>Integrated graphics: a big difference</h3>
<p>Integrated graphics, such as Intel Iris Xe, Intel Arc in Core Ultra chips and AMD Radeon, have no memory of their own and borrow system RAM. They are starved for bandwidth in single-channel mode. In games and GPU-accelerated apps, the same laptop can be around 20–40 percent faster in dual-channel mode, and in some cases more. Intel even changes the name: Iris Xe graphics on a single memory stick is reported by Windows as "UHD Graphics", and Arc graphics on Core Ultra chips requires dual-channel memory to carry the Arc name.</p>
<h3>Processor-heavy work: a moderate difference</h3>
<p>Compiling code, compressing files, exporting video and large spreadsheet calculations gain a little from dual-channel memory, typically single-digit to low double-digit percentages.</p>
<h3>Dedicated-GPU gaming laptops: a smaller difference</h3>
<p>A gaming laptop with an RTX graphics card has its own video memory, so the impact is smaller. Still, dual-channel RAM improves minimum frame rates in processor-heavy games, which is why most gaming laptops ship with two sticks.</p>
<h3>Everyday browsing and Office: barely noticeable</h3>
<p>For documents, email and video lectures, single-channel memory is fine. The amount of RAM matters far more than the channel count for this kind of work.</p>
<h2>Why budget laptops ship with one stick</h2>
<p>Laptop makers often fit one 8 GB stick to save cost and leave the second slot free for an upgrade. Others solder 8 GB to the motherboard and provide one empty slot. Neither is a problem if you know about it, because adding a second module is one of the cheapest and most effective upgrades you can make.</p>
<h2>How to check your laptop</h2>
<ol>
<li>Open Task Manager (Ctrl + Shift + Esc), go to <strong>Performance</strong> and select <strong>Memory</strong>. "Slots used: 1 of 2" means one stick in a two-slot laptop.</li>
<li>For a definite answer, install the free tool CPU-Z and open the <strong>Memory</strong> tab. The channel field shows "Single" or "Dual" for DDR4. For DDR5, a single stick shows "2 × 32-bit" and dual-channel shows "4 × 32-bit", because each DDR5 module is split into two narrower sub-channels.</li>
<li>Check the manufacturer's specification sheet for the number of slots and the maximum supported memory.</li>
</ol>
<h2>How to upgrade to dual-channel</h2>
<ul>
<li><strong>Match the size:</strong> add a module of the same capacity as the existing one, for example 8 GB next to 8 GB. Mismatched sizes can still work in a partly dual-channel "flex" mode, but matched pairs are simpler and faster.</li>
<li><strong>Match the type and speed:</strong> DDR4 and DDR5 are not interchangeable. Buy the same speed as the installed memory; a faster stick will simply run at the slower speed.</li>
<li><strong>Soldered plus slot:</strong> if 8 GB is soldered, add an 8 GB stick to get 16 GB in dual-channel mode.</li>
<li><strong>Soldered LPDDR5 or LPDDR5X:</strong> these laptops are usually wired for multiple channels already, but they can never be upgraded, so buy enough memory at the start.</li>
</ul>
<p>Our <a href="/technical/upgrade-guide">laptop upgrade guide</a> covers the physical steps and warranty questions.</p>
<h2>What to look for when buying</h2>
<table>
<thead><tr><th>Listing says</th><th>What it probably means</th><th>Verdict</th></tr></thead>
<tbody>
<tr><td>16 GB (2 × 8 GB) DDR5</td><td>Dual-channel out of the box</td><td>Ideal</td></tr>
<tr><td>16 GB LPDDR5X (soldered)</td><td>Multi-channel, not upgradeable</td><td>Good if 16 GB is enough</td></tr>
<tr><td>16 GB (1 × 16 GB) DDR5</td><td>Single-channel, one slot free</td><td>Fine; add a matching stick later</td></tr>
<tr><td>8 GB (1 × 8 GB), one slot free</td><td>Single-channel</td><td>Budget for an 8 GB upgrade</td></tr>
</tbody>
</table>
<p>Not sure how much memory you need in the first place? Start with our guide to <a href="/memory/16gb-ram-laptops">16 GB RAM laptops</a>, or browse the <a href="/laptops/16gb-ram">16 GB RAM laptop list</a>.</p>`,
      },
    ],
  },
  {
    slug: 'display',
    title: 'Display Technology',
    description:
      'Panel types, colour accuracy and refresh rates explained, so you choose a screen you will enjoy for years.',
    icon: 'Monitor',
    color: 'purple',
    guides: [
      {
        title: 'Laptop Display Panel Types: IPS, OLED, TN and Mini-LED',
        description:
          'How the main panel technologies compare on viewing angles, contrast, colour and brightness, and which suits your work.',
        path: '/display/panel-types',
        targetKeywords: [
          'ips vs oled laptop',
          'laptop display types',
          'tn vs ips',
          'mini led laptop',
          'best laptop display',
        ],
        searchVolume: '2,400/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>Why the panel type matters</h2>
<p>You look at the screen for every minute you use a laptop, yet it is the specification most buyers skim past. Two laptops with the same processor and price can have very different screens: one bright, sharp and colourful, the other dim and washed out. The panel technology is the first thing to check, followed by brightness and colour coverage.</p>
<h2>The main panel types</h2>
<h3>TN (twisted nematic)</h3>
<p>The oldest and cheapest technology. TN panels respond quickly but have poor viewing angles: colours shift and invert when you tilt the lid or look from the side. In 2026 they survive mainly in very cheap laptops and some older budget models. Avoid them unless the price is the only thing that matters.</p>
<h3>IPS (in-plane switching)</h3>
<p>The standard for most laptops today. IPS panels keep colours consistent at wide viewing angles and range from mediocre to excellent. Budget IPS screens can still be dim (around 250 nits) and pale (around 45% NTSC, which is roughly 60–65% of sRGB). Better IPS panels reach 300–500 nits and 100% sRGB. Some makers use names like "IPS-level", "WVA" or "ADS" for similar wide-angle technologies.</p>
<h3>OLED</h3>
<p>Each pixel makes its own light, so blacks are truly black and contrast is effectively infinite. OLED screens usually cover the full DCI-P3 colour range and look superb for films and photos. They have become common in India even in mid-range laptops. The downsides are a reflective glossy finish on most models, a small risk of burn-in from static elements such as the taskbar, higher power use on bright white pages, and flicker at low brightness on some panels that sensitive users notice.</p>
<h3>Mini-LED</h3>
<p>An IPS panel with a backlight made of thousands of tiny LEDs in zones that dim independently. Mini-LED screens get very bright, which is great for HDR content, and avoid OLED burn-in. They appear mostly in premium creator and gaming laptops and in the MacBook Pro. Blooming (a halo around bright objects on dark backgrounds) is their typical weakness.</p>
<h3>VA (vertical alignment)</h3>
<p>Common in monitors for its high contrast, but rare in laptops because of slower response times. You are unlikely to meet it in a laptop listing.</p>
<h2>Panel types at a glance</h2>
<table>
<thead><tr><th>Panel</th><th>Viewing angles</th><th>Contrast</th><th>Colour</th><th>Typical brightness</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>TN</td><td>Poor</td><td>Low</td><td>Limited</td><td>200–250 nits</td><td>Lowest budgets only</td></tr>
<tr><td>Budget IPS</td><td>Good</td><td>Moderate</td><td>45% NTSC / about 60% sRGB</td><td>250 nits</td><td>Basic study and office work</td></tr>
<tr><td>Good IPS</td><td>Very good</td><td>Moderate</td><td>100% sRGB</td><td>300–500 nits</td><td>Most buyers, office, coding, gaming</td></tr>
<tr><td>OLED</td><td>Excellent</td><td>Excellent</td><td>100% DCI-P3</td><td>400–600 nits (more in HDR)</td><td>Films, photos, creative work</td></tr>
<tr><td>Mini-LED</td><td>Very good</td><td>Very high</td><td>Wide, often 100% DCI-P3</td><td>600–1,000+ nits</td><td>HDR video, premium creators</td></tr>
</tbody>
</table>
<h2>Brightness: the specification that matters in India</h2>
<p>Bright Indian daylight and rooms lit by large windows wash out dim screens. A 250-nit screen is fine in a closed room but hard to read near a window. Aim for 300 nits or more if you work in bright rooms, and 400 nits or more if you often work outdoors, in cafés or on trains. Listings often leave brightness out, which usually means it is low.</p>
<h2>Matte or glossy?</h2>
<p>Matte (anti-glare) screens diffuse reflections and are easier on the eyes under tube lights and in sunlit rooms. Glossy screens, including most OLEDs and touchscreens, look more vivid but reflect everything behind you. If you work under bright overhead lights, matte is the safer choice.</p>
<h2>Resolution and size</h2>
<ul>
<li><strong>1366 × 768 (HD):</strong> avoid on anything larger than 11 inches; text looks fuzzy.</li>
<li><strong>1920 × 1080 or 1920 × 1200 (Full HD, FHD+):</strong> the sensible standard for 14- and 15.6-inch laptops.</li>
<li><strong>2.5K to 3K:</strong> noticeably sharper text on 14-inch screens, common on OLED models.</li>
<li><strong>16:10 aspect ratio:</strong> taller screens show more of a document or web page than 16:9.</li>
</ul>
<h2>Buying checklist</h2>
<ol>
<li>Choose IPS or OLED; avoid TN.</li>
<li>Look for at least 300 nits and, if colours matter to you, 100% sRGB. Our <a href="/display/color-accuracy">colour accuracy guide</a> explains the numbers.</li>
<li>Decide between matte and glossy based on where you work.</li>
<li>Gamers should also read our <a href="/display/refresh-rate">refresh rate guide</a>.</li>
<li>If a listing hides the brightness or colour coverage, check the manufacturer's datasheet or a detailed review before buying.</li>
</ol>`,
      },
      {
        title: 'Laptop Colour Accuracy: sRGB, DCI-P3 and Delta E',
        description:
          'What gamut, Delta E and bit depth mean, why "45% NTSC" screens look dull, and which screen creators really need.',
        path: '/display/color-accuracy',
        targetKeywords: [
          'laptop color accuracy',
          'srgb vs dci-p3',
          '45% ntsc meaning',
          'delta e display',
        ],
        searchVolume: '1,300/month',
        difficulty: 'Medium',
        intent: 'Informational',
        articleHtml: `<h2>What "colour accuracy" actually means</h2>
<p>A colour-accurate screen shows colours as they were meant to look: the red of a product photo, the skin tone in a wedding video, the exact shade of a brand logo. For most people a pleasant-looking screen is enough. But if you edit photos, cut videos for clients, design graphics or print your work, an inaccurate screen means your edits look different on everyone else's devices. Three ideas explain almost everything: colour gamut, accuracy (Delta E) and bit depth.</p>
<h2>Colour gamut: how many colours the screen can show</h2>
<p>A gamut is a defined range of colours. Screen specifications give the percentage of a standard gamut the panel can reproduce.</p>
<table>
<thead><tr><th>Gamut</th><th>Used for</th><th>Who should care</th></tr></thead>
<tbody>
<tr><td>sRGB</td><td>The web, social media, most apps and Windows itself</td><td>Everyone; 100% sRGB is the target for creators publishing online</td></tr>
<tr><td>DCI-P3</td><td>Cinema, HDR video, Apple devices and modern phones</td><td>Video editors, colourists and anyone making content for phone screens</td></tr>
<tr><td>Adobe RGB</td><td>Professional print work</td><td>Photographers and designers who send work to print</td></tr>
<tr><td>NTSC (1953)</td><td>An old television standard</td><td>Nobody; it is mostly used to make budget panels sound respectable</td></tr>
</tbody>
</table>
<p>The NTSC figure needs special mention because it appears on so many Indian listings. A "45% NTSC" panel covers only about 60–65% of sRGB, which is why those screens look dull. A "72% NTSC" panel is roughly equivalent to full sRGB coverage.</p>
<p>Be careful with the words "coverage" and "volume". Coverage tells you how much of the standard the panel reaches; volume can exceed 100% even when some colours are missing. Coverage is the more honest number.</p>
<h2>Delta E: how accurately colours are shown</h2>
<p>A wide gamut is not enough; the screen also has to show each colour correctly. Delta E (ΔE) measures the difference between the colour requested and the colour displayed. Lower is better.</p>
<ul>
<li><strong>Below 1:</strong> the difference is invisible to most people.</li>
<li><strong>1 to 2:</strong> excellent; suitable for professional work.</li>
<li><strong>2 to 4:</strong> visible side by side, but fine for general use.</li>
<li><strong>Above 4:</strong> obviously inaccurate.</li>
</ul>
<p>Some laptops ship with a factory calibration report or certifications such as Pantone Validated or Calman Verified, which generally mean the panel was tuned to a low Delta E at the factory. They are a useful sign, but not a guarantee for every unit.</p>
<h2>Bit depth and banding</h2>
<p>An 8-bit panel can show about 16.7 million colours; a 10-bit panel over a billion. Many budget panels are 6-bit with a dithering trick called FRC, which can cause visible banding in smooth gradients such as skies. For photo and video work, an 8-bit or 10-bit panel makes gradients cleaner.</p>
<h2>Wide gamut is not always better</h2>
<p>Wide-gamut OLED and Mini-LED screens can make ordinary web content look oversaturated, with orange skin tones and neon reds, if the laptop does not manage colour properly. Good laptops include colour modes (sRGB, DCI-P3, Native) in the manufacturer's utility app. If you publish to the web, edit in the sRGB mode so what you see matches what your audience sees.</p>
<h2>Which screen do you need?</h2>
<table>
<thead><tr><th>Work</th><th>Minimum gamut</th><th>Target Delta E</th></tr></thead>
<tbody>
<tr><td>Office, study, browsing</td><td>Around 60% sRGB is tolerable</td><td>Not important</td></tr>
<tr><td>Casual photo editing, social media content</td><td>100% sRGB</td><td>Below 3</td></tr>
<tr><td>Professional photography for web</td><td>100% sRGB</td><td>Below 2</td></tr>
<tr><td>Photography for print</td><td>High Adobe RGB coverage</td><td>Below 2, with calibration</td></tr>
<tr><td>Video editing and colour grading</td><td>Close to 100% DCI-P3</td><td>Below 2, with calibration</td></tr>
</tbody>
</table>
<h2>Calibration: getting and keeping accuracy</h2>
<p>Every screen drifts a little over time. Professionals use a hardware calibrator, a small device that sits on the screen and measures colours while software builds a correction profile. Calibrators from well-known brands are available in India, and photo studios or camera clubs often share one. Calibrate every few months for paid work.</p>
<p>Without a calibrator you can still improve things: choose the sRGB mode for web work, turn off "vivid" or "eye care" colour effects, disable automatic content-adaptive brightness while editing, and make sure Windows HDR is off unless you are editing HDR content.</p>
<h2>Reading a listing</h2>
<ol>
<li>Ignore "NTSC" percentages and look for sRGB or DCI-P3 coverage on the manufacturer's datasheet.</li>
<li>Look for factory calibration or a Delta E figure below 2 if you do paid creative work.</li>
<li>Check the panel type and brightness too; our <a href="/display/panel-types">panel types guide</a> explains the trade-offs.</li>
<li>Pair a good screen with enough power for your editing software; see our <a href="/laptops/content-creation">content creation laptop list</a> and <a href="/laptops/dedicated-graphics">laptops with dedicated graphics</a>.</li>
</ol>`,
      },
      {
        title: 'Refresh Rate Guide: 60 Hz vs 120 Hz vs 144 Hz',
        description:
          'When a high refresh rate is worth paying for, how it interacts with your GPU and response time, and what it costs in battery life.',
        path: '/display/refresh-rate',
        targetKeywords: [
          '144hz laptop',
          '60hz vs 144hz',
          'high refresh rate laptop',
          '120hz laptop india',
        ],
        searchVolume: '3,600/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>What refresh rate is</h2>
<p>A screen's refresh rate is the number of times per second it redraws the picture, measured in hertz (Hz). A standard laptop screen runs at 60 Hz. Gaming laptops commonly run at 144 Hz, 165 Hz or higher, and a growing number of ordinary and premium laptops now offer 90 Hz or 120 Hz. A higher refresh rate makes motion look smoother: scrolling a web page, moving the mouse and, above all, fast-paced games.</p>
<h2>Refresh rates compared</h2>
<table>
<thead><tr><th>Refresh rate</th><th>What it feels like</th><th>Who it suits</th></tr></thead>
<tbody>
<tr><td>60 Hz</td><td>Standard; fine for documents and video</td><td>Students, office work, budget buyers</td></tr>
<tr><td>90 Hz</td><td>Noticeably smoother scrolling</td><td>Everyday users on OLED and mid-range laptops</td></tr>
<tr><td>120 Hz</td><td>Smooth for scrolling and casual games</td><td>Most people who can pay a little more; premium thin laptops</td></tr>
<tr><td>144–165 Hz</td><td>Fluid in games; the gaming-laptop standard</td><td>Gamers playing Valorant, CS2, Apex Legends and Fortnite</td></tr>
<tr><td>240 Hz and above</td><td>Marginal extra smoothness</td><td>Competitive esports players with powerful GPUs</td></tr>
</tbody>
</table>
<h2>Refresh rate is only useful if your laptop can keep up</h2>
<p>A 144 Hz screen only looks smoother when the laptop actually produces about 144 frames per second. In esports titles such as Valorant or CS2, even an entry-level RTX GPU can do that. In demanding single-player games, the same laptop might manage 60–80 frames per second, so a 240 Hz panel adds little. This is why matching the screen to the graphics card matters more than chasing the biggest number.</p>
<p>For non-gamers the story is simpler: 90 Hz or 120 Hz makes scrolling long documents, spreadsheets and web pages easier on the eyes, and once you have used it, 60 Hz feels slightly jerky. It is a pleasant extra, not a necessity.</p>
<h2>Response time and ghosting</h2>
<p>Refresh rate is not the only factor in motion clarity. Response time measures how quickly a pixel changes from one colour to another. A slow panel leaves faint trails behind moving objects, called ghosting. Good gaming panels quote 3–5 ms or faster; OLED panels respond almost instantly. Budget "144 Hz" panels sometimes have slow response times that smear motion, so read reviews that test response times rather than trusting the refresh rate alone.</p>
<h2>Variable refresh rate: G-Sync, FreeSync and Adaptive-Sync</h2>
<p>When the frame rate from the GPU does not match the screen's refresh rate, you can see tearing, a horizontal split in the picture. Variable refresh rate technology makes the screen wait for each new frame, removing tearing without the input lag of traditional V-Sync. Look for G-Sync, FreeSync or Adaptive-Sync support on gaming laptops; it is very useful when frame rates fluctuate.</p>
<p>A related feature is the MUX switch (or Advanced Optimus), which lets the dedicated GPU drive the screen directly. It usually adds a few frames per second in games and is worth having on a gaming laptop.</p>
<h2>The battery cost</h2>
<p>Redrawing the screen more often uses more power. On many laptops, 120 Hz or 144 Hz costs a noticeable amount of battery life compared with 60 Hz. Windows 11 offers dynamic refresh rate on supported laptops, which drops the rate when nothing is moving, and most brand utilities can switch to 60 Hz on battery automatically. Use these options if you often work unplugged.</p>
<h2>How to check and change your refresh rate</h2>
<ol>
<li>Open <strong>Settings</strong>, then <strong>System</strong>, then <strong>Display</strong>, then <strong>Advanced display</strong>.</li>
<li>Choose the highest rate under "Choose a refresh rate". A new gaming laptop sometimes arrives set to 60 Hz.</li>
<li>In games, make sure the in-game frame limiter and V-Sync settings suit your screen, and that the charger is connected, because most gaming laptops reduce GPU power on battery.</li>
</ol>
<h2>What to buy</h2>
<ul>
<li><strong>Office and study:</strong> 60 Hz is fine; take 90 Hz or 120 Hz if it comes at little or no extra cost.</li>
<li><strong>Casual gaming on integrated graphics:</strong> 60 Hz or 120 Hz; integrated graphics rarely produce more than that in modern games.</li>
<li><strong>Gaming with an RTX 4050, 4060 or newer:</strong> 144 Hz or 165 Hz with good response times is the sweet spot.</li>
<li><strong>Competitive esports:</strong> 240 Hz only with a powerful GPU and processor.</li>
</ul>
<p>Refresh rate is one part of screen quality; brightness and colour matter just as much. Read our <a href="/display/panel-types">panel types guide</a>, then browse <a href="/gaming-laptops">gaming laptops</a> or <a href="/laptops/dedicated-graphics">laptops with dedicated graphics</a>.</p>`,
      },
    ],
  },
  {
    slug: 'use-cases',
    title: 'Use Cases',
    description:
      'Specification advice for students, programmers and business buyers, matched to real workloads and budgets.',
    icon: 'Users',
    color: 'orange',
    guides: [
      {
        title: 'Best Laptops for Programming',
        description:
          'RAM, processor, storage and operating-system advice for every kind of developer, from first-year students to Android and ML engineers.',
        path: '/use-cases/programming',
        targetKeywords: [
          'best laptop for programming',
          'laptop for coding india',
          'laptop for software developer',
          'programming laptop under 60000',
          'laptop for android development',
        ],
        searchVolume: '5,400/month',
        difficulty: 'High',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>What makes a good programming laptop</h2>
<p>Programming is not one workload. A student learning Python, a front-end developer running a React app, an Android developer with an emulator open and a data scientist training models all stress a laptop differently. Still, four things matter for almost every developer, in this order: enough RAM, a fast SSD, a processor with enough cores, and a screen and keyboard you can work on for eight hours.</p>
<h2>Specifications by type of development</h2>
<table>
<thead><tr><th>Work</th><th>RAM</th><th>Processor</th><th>Graphics</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Learning to code (Python, C, Java basics)</td><td>8 GB minimum, 16 GB better</td><td>Any recent Ryzen 5 or Core i5</td><td>Integrated</td><td>Spend on RAM and SSD, not a gaming GPU</td></tr>
<tr><td>Web and backend development</td><td>16 GB</td><td>6 or more cores; Ryzen 5/7 or Core i5/i7 H-series</td><td>Integrated</td><td>32 GB if you run many Docker containers</td></tr>
<tr><td>Android development</td><td>16 GB minimum, 32 GB ideal</td><td>8 cores helps build times</td><td>Integrated is fine</td><td>The emulator and Gradle builds are memory-hungry</td></tr>
<tr><td>iOS and macOS development</td><td>16 GB or more</td><td>Apple M-series</td><td>Built in</td><td>Xcode runs only on macOS, so you need a Mac</td></tr>
<tr><td>Data science and machine learning</td><td>16–32 GB</td><td>6–8 cores or more</td><td>NVIDIA RTX for local CUDA work</td><td>Larger models are trained in the cloud anyway</td></tr>
<tr><td>Game development (Unity, Unreal)</td><td>32 GB</td><td>8 cores or more</td><td>RTX 4060 class or better</td><td>Unreal Engine projects also need lots of SSD space</td></tr>
</tbody>
</table>
<h2>RAM: the first priority</h2>
<p>Developers run many things at once: an editor such as VS Code or an IDE such as IntelliJ or Android Studio, a browser with documentation and Stack Overflow, a local server, a database, Docker, Slack and a video call. 16 GB is the practical minimum in 2026. If the laptop's memory is soldered and cannot be upgraded, strongly consider 32 GB, especially for Android, Docker-heavy or game development. Our <a href="/memory/16gb-ram-laptops">16 GB RAM guide</a> explains the reasoning.</p>
<h2>Processor: cores save waiting time</h2>
<p>Compiling, running test suites, bundling JavaScript and building containers all use multiple cores. A 6-core or 8-core processor saves minutes every day compared with a 4-core chip. AMD Ryzen chips give good multi-core value; Intel H-series chips have strong single-core speed, which helps IDE responsiveness. Apple M-series chips are excellent at both and very efficient. Compare chips on our <a href="/cpu-comparison">processor comparison page</a>.</p>
<h2>Storage: 512 GB is the floor</h2>
<p>Node modules, Docker images, Android SDKs, virtual machines and datasets add up quickly. Choose an NVMe SSD of at least 512 GB, and 1 TB if you work with containers, Android or data. A second M.2 slot is a welcome bonus.</p>
<h2>Windows, macOS or Linux?</h2>
<ul>
<li><strong>Windows 11</strong> with WSL 2 gives you a real Linux environment alongside Windows apps. It is the most flexible choice and the one most Indian colleges and employers expect.</li>
<li><strong>macOS</strong> is Unix-based, popular with web and mobile developers, and required for iOS work. MacBooks have excellent battery life, but their memory and storage cannot be upgraded, so buy enough up front.</li>
<li><strong>Linux</strong> runs well on many ThinkPads and business laptops. Before buying, check that the exact model's Wi-Fi, fingerprint reader, sleep and function keys work with your chosen distribution.</li>
</ul>
<h2>Screen and keyboard: where you spend your day</h2>
<p>A 16:10 screen shows several more lines of code than a 16:9 screen of the same width, and a sharper panel keeps small fonts crisp. Full HD is the minimum; 2.5K or higher on a 14-inch screen is a noticeable upgrade. Matte screens reduce reflections under office lights. Check the keyboard for full-size arrow keys, a sensible Home/End layout and comfortable key travel. Plan on an external monitor at your desk; it is the biggest productivity gain for the money.</p>
<h2>Budget bands in India</h2>
<ul>
<li><strong>Around ₹40,000–₹60,000:</strong> Ryzen 5 or Core i5 with 16 GB RAM and a 512 GB SSD. Ideal for students and web developers. See the <a href="/best-laptop-under-50000">best laptops under ₹50,000</a>.</li>
<li><strong>Around ₹60,000–₹1,00,000:</strong> 8-core H-series chips, better screens, sometimes 32 GB RAM or an RTX GPU for ML work. See the <a href="/best-laptop-under-1-lakh">best laptops under ₹1 lakh</a>.</li>
<li><strong>Above ₹1,00,000:</strong> MacBook Pro, premium ThinkPads and creator laptops with 32 GB RAM and excellent screens.</li>
</ul>
<h2>Checklist</h2>
<ol>
<li>16 GB RAM minimum; 32 GB if soldered and your work is heavy.</li>
<li>NVMe SSD of 512 GB or more.</li>
<li>At least 6 cores.</li>
<li>Full HD or sharper, preferably 16:10 and matte.</li>
<li>A comfortable keyboard and ports for an external monitor.</li>
</ol>
<p>Browse our <a href="/laptops/coding">laptops for coding</a> to see models that meet these requirements.</p>`,
      },
      {
        title: 'Best Laptops for Students',
        description:
          'What to buy for each stream, from school and commerce to engineering and architecture, with budget bands and student offers.',
        path: '/use-cases/students',
        targetKeywords: [
          'best laptop for students',
          'student laptop india',
          'laptop for college students',
          'laptop for engineering students',
          'best laptop under 40000 for students',
          'laptop for online classes',
        ],
        searchVolume: '12,100/month',
        difficulty: 'High',
        intent: 'Commercial',
        articleHtml: `<h2>Start with the course, not the brand</h2>
<p>The right student laptop depends less on the brand and more on what you study. A commerce student who writes assignments and joins online classes needs a very different machine from an architecture student running Revit or a computer science student compiling code. Before you compare models, ask your department or seniors which software you will use in the next three or four years, and check the recommended specifications.</p>
<h2>What to buy for each stream</h2>
<table>
<thead><tr><th>Stream</th><th>Typical software</th><th>Recommended specification</th><th>Typical budget</th></tr></thead>
<tbody>
<tr><td>School (Class 9–12)</td><td>Browser, Office, online classes</td><td>Core i3/Ryzen 3 or better, 8 GB RAM, SSD</td><td>₹25,000–₹40,000</td></tr>
<tr><td>Arts, humanities, commerce</td><td>Office, research, Zoom, Tally basics</td><td>Ryzen 5/Core i5, 8–16 GB RAM, SSD</td><td>₹30,000–₹50,000</td></tr>
<tr><td>Computer science and IT</td><td>IDEs, Docker, virtual machines</td><td>6+ cores, 16 GB RAM, 512 GB SSD</td><td>₹45,000–₹70,000</td></tr>
<tr><td>Mechanical, civil, electrical engineering</td><td>AutoCAD, MATLAB, SolidWorks, ANSYS</td><td>H-series processor, 16 GB RAM, dedicated GPU</td><td>₹60,000–₹90,000</td></tr>
<tr><td>Architecture and design</td><td>Revit, SketchUp, Photoshop, rendering</td><td>H-series processor, 16–32 GB RAM, RTX GPU, 100% sRGB screen</td><td>₹70,000–₹1,20,000</td></tr>
<tr><td>Medical and nursing</td><td>PDFs, reference apps, video lectures</td><td>Light laptop or 2-in-1 with long battery life</td><td>₹35,000–₹60,000</td></tr>
<tr><td>Media and film</td><td>Premiere Pro, DaVinci Resolve</td><td>16 GB RAM, RTX GPU or Apple M-series, good screen</td><td>₹70,000–₹1,20,000</td></tr>
</tbody>
</table>
<p>Engineering students should note that some popular tools, including SolidWorks and ANSYS, do not run on macOS. A MacBook is a poor fit for those courses, however attractive it looks.</p>
<h2>The non-negotiables</h2>
<ul>
<li><strong>An SSD.</strong> A laptop with only a hard disk will feel slow within months. Read our <a href="/storage/ssd-vs-hdd">SSD vs HDD guide</a>.</li>
<li><strong>At least 8 GB of RAM, ideally 16 GB.</strong> If you buy 8 GB, make sure there is a free slot to add more later.</li>
<li><strong>A Full HD screen.</strong> You will read for hours; a 1366 × 768 screen strains the eyes.</li>
<li><strong>Real battery life of six hours or more.</strong> Classroom and library sockets are always taken.</li>
<li><strong>A service centre nearby.</strong> Check the brand's service locator for your college town, not just your home city.</li>
</ul>
<h2>Weight and build</h2>
<p>A student laptop travels daily in a backpack, on buses, two-wheelers and metro trains. Around 1.4–1.7 kg is comfortable to carry; gaming laptops at 2.2–2.5 kg plus a large charger get tiring quickly. A sturdy hinge and a lid that does not flex matter more than a slim profile. A padded sleeve or backpack compartment is a cheap insurance policy.</p>
<h2>Software costs and student offers</h2>
<ul>
<li>Many laptops sold in India come with Microsoft Office Home and Student pre-activated; compare this when prices are close.</li>
<li>Many colleges provide Microsoft 365 through your college email, so check before paying for Office.</li>
<li>Autodesk offers free educational licences for eligible students, and JetBrains offers free IDE licences with a student email.</li>
<li>Apple and some Windows brands run education pricing and student offers, especially during admission season. Festival sales on amazon.in can be even better; see our price-range pages to compare.</li>
</ul>
<h2>Protecting your investment</h2>
<p>Accidental damage, whether a spilt chai, a dropped bag or a cracked screen, is the most common reason student laptops need expensive repairs. Many brands sell accidental damage protection plans at purchase, and they are often worth it for a laptop that will be carried daily for four years. Register the warranty on the day you buy, keep the invoice safe, and back up assignments to the cloud.</p>
<h2>Budget guide</h2>
<ul>
<li><strong>Under ₹30,000:</strong> basic study and online classes. Insist on an SSD and 8 GB RAM. See the <a href="/best-laptop-under-30000">best laptops under ₹30,000</a>.</li>
<li><strong>₹30,000–₹50,000:</strong> the sweet spot for most students, with Ryzen 5 or Core i5 and often 16 GB RAM. See the <a href="/best-laptop-under-50000">best laptops under ₹50,000</a>.</li>
<li><strong>₹50,000–₹80,000:</strong> engineering and design students who need a dedicated GPU or a better screen. See the <a href="/best-laptop-under-80000">best laptops under ₹80,000</a>.</li>
</ul>
<p>For a ready-made shortlist, browse our <a href="/laptops/students">laptops for students</a>, and if you are studying programming, read our <a href="/use-cases/programming">programming laptop guide</a> too.</p>`,
      },
      {
        title: 'Best Business Laptops',
        description:
          'Business lines compared, plus the security, warranty and GST points that matter when buying laptops for work in India.',
        path: '/use-cases/business',
        targetKeywords: [
          'business laptop india',
          'best laptop for office work',
          'thinkpad vs latitude',
        ],
        searchVolume: '3,600/month',
        difficulty: 'Medium',
        intent: 'Commercial',
        articleHtml: `<h2>Why business laptops are different</h2>
<p>A business laptop is not just a consumer laptop in a grey shell. The best business models are designed for years of daily use, easier servicing, stronger security and predictable support. For a freelancer, a CA firm, a startup or an enterprise IT team, those qualities usually matter more than the last bit of performance. This guide explains what to look for and how the main business lines compare in India.</p>
<h2>Business laptop lines in India</h2>
<table>
<thead><tr><th>Brand</th><th>Budget line</th><th>Mainstream line</th><th>Premium line</th></tr></thead>
<tbody>
<tr><td>Lenovo</td><td>V series, ThinkBook</td><td>ThinkPad E and L series</td><td>ThinkPad T and X1 series</td></tr>
<tr><td>HP</td><td>HP 250/255 series</td><td>ProBook</td><td>EliteBook</td></tr>
<tr><td>Dell</td><td>Vostro</td><td>Latitude 3000/5000, Dell Pro</td><td>Latitude 7000/9000, Dell Pro Premium</td></tr>
<tr><td>ASUS</td><td>ExpertBook B1</td><td>ExpertBook B3/B5</td><td>ExpertBook B9</td></tr>
<tr><td>Acer</td><td>Extensa</td><td>TravelMate P2/P4</td><td>TravelMate P6</td></tr>
</tbody>
</table>
<p>Dell has been moving its business laptops to the Dell Pro naming, so you will see both old and new names on sale for a while. Budget business lines often share parts with consumer laptops; the real business advantages arrive from the mainstream tier upwards.</p>
<h2>Features that matter for work</h2>
<h3>Security</h3>
<ul>
<li><strong>Windows 11 Pro:</strong> adds BitLocker drive encryption, domain and Entra ID joining, and group policy management. Many consumer laptops ship with Windows 11 Home, and upgrading later costs extra.</li>
<li><strong>Fingerprint reader or IR camera:</strong> Windows Hello sign-in is faster and safer than a short password typed in a shared office.</li>
<li><strong>TPM 2.0:</strong> required for Windows 11 and used by BitLocker; standard on all current laptops.</li>
<li><strong>Webcam shutter and privacy screens:</strong> useful in open offices and on client sites.</li>
</ul>
<h3>Durability and serviceability</h3>
<p>Business models are often tested against MIL-STD-810H conditions such as drops, vibration and temperature extremes. That is not a guarantee of survival, but it indicates a sturdier design. Spill-resistant keyboards, replaceable RAM and SSDs, and published service manuals make repairs quicker and cheaper, especially when a laptop needs to stay in service for four or five years.</p>
<h3>Ports and docking</h3>
<p>Look for USB-C with power delivery and DisplayPort output, ideally Thunderbolt 4 or USB4 for single-cable docking at a desk. A full-size HDMI port is still essential for meeting-room projectors in India, and some buyers still value an Ethernet port.</p>
<h3>Webcam and microphones</h3>
<p>A 1080p webcam with dual microphones and noise cancellation makes a real difference on client calls. This is one area where many budget business laptops still cut corners.</p>
<h2>Warranty and support</h2>
<p>This is where business lines earn their price. Consumer laptops in India usually come with a one-year carry-in warranty, meaning you take the laptop to a service centre. Business lines more often offer on-site warranty, where an engineer comes to your office, and can be extended to three to five years at purchase. For a small business, a three-year on-site warranty removes most of the cost and downtime risk of a failed motherboard or screen.</p>
<p>Check what the warranty covers: accidental damage is usually a separate add-on, and batteries often have shorter coverage than the rest of the laptop. Ask whether the brand offers next-business-day service in your city; coverage outside the metros varies.</p>
<h2>Buying for a business in India</h2>
<ul>
<li><strong>GST invoice:</strong> buy with your GSTIN on the invoice so the business can claim input tax credit. Amazon Business and most brand stores support this.</li>
<li><strong>Standardise:</strong> buying the same model for a team simplifies spares, images and support.</li>
<li><strong>Plan the life cycle:</strong> budget for replacement after four to five years, and for a battery replacement around year three.</li>
<li><strong>Data protection:</strong> as the Digital Personal Data Protection Act and its rules take effect, encryption and remote-wipe capabilities on laptops that carry client data are becoming basic hygiene.</li>
</ul>
<h2>Recommended specifications</h2>
<table>
<thead><tr><th>Role</th><th>Specification</th></tr></thead>
<tbody>
<tr><td>Office staff, sales and operations</td><td>Core i5 or Ryzen 5, 16 GB RAM, 512 GB SSD, Full HD IPS, Windows 11 Pro</td></tr>
<tr><td>Accounts and finance</td><td>As above, with a 15.6-inch screen and numeric keypad</td></tr>
<tr><td>Managers and frequent travellers</td><td>Light 14-inch model under 1.4 kg with long battery life</td></tr>
<tr><td>Developers and analysts</td><td>H-series or Core Ultra processor, 32 GB RAM, 1 TB SSD</td></tr>
</tbody>
</table>
<p>For specific shortlists, see our <a href="/laptops/work-from-home">work-from-home laptops</a>, <a href="/laptops/accounting">laptops for accounting</a> and <a href="/laptops/travel">travel laptops</a>, or compare the <a href="/best-laptop-under-80000">best laptops under ₹80,000</a>.</p>`,
      },
    ],
  },
  {
    slug: 'brands',
    title: 'Brands',
    description:
      'Honest guides to the big laptop brands in India: model lines, strengths, weaknesses, warranty and after-sales service.',
    icon: 'Building2',
    color: 'red',
    guides: [
      {
        title: 'HP Laptops in India: Buying Guide',
        description:
          'HP 15s to OMEN and OmniBook: which HP lines are worth buying, how to read HP model codes, and what to expect from HP service.',
        path: '/brands/hp-laptops-india',
        targetKeywords: [
          'hp laptops india',
          'hp victus vs pavilion',
          'hp laptop service center',
          'best hp laptop',
        ],
        searchVolume: '6,600/month',
        difficulty: 'Medium',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>HP in India: the safe, everywhere brand</h2>
<p>HP is one of the best-selling laptop brands in India, and for good reason. It sells a laptop at almost every price point, has a large retail presence with brand stores and multi-brand dealers in most cities, and runs one of the wider service networks in the country. That does not make every HP laptop a good buy. The range is huge, quality varies between lines, and similar-looking models can differ a lot in screen, memory and build. This guide helps you find the good ones.</p>
<h2>HP's laptop families</h2>
<table>
<thead><tr><th>Line</th><th>Segment</th><th>Typical price band</th><th>Who it suits</th></tr></thead>
<tbody>
<tr><td>HP 14, HP 15 and 15s</td><td>Budget to mid-range consumer</td><td>About ₹30,000–₹65,000</td><td>Students, home and office users</td></tr>
<tr><td>HP 250 and 255 series</td><td>Budget business</td><td>About ₹25,000–₹50,000</td><td>Small offices; check specifications closely</td></tr>
<tr><td>Chromebook</td><td>Entry level</td><td>Under about ₹30,000</td><td>School students, basic browsing</td></tr>
<tr><td>Pavilion and Pavilion x360</td><td>Mid-range consumer</td><td>About ₹55,000–₹85,000</td><td>Students and professionals wanting better build</td></tr>
<tr><td>OmniBook</td><td>New consumer range (from 2025)</td><td>About ₹60,000 upwards</td><td>Thin-and-light buyers; includes AI PC models</td></tr>
<tr><td>Envy and Spectre</td><td>Premium and flagship</td><td>About ₹90,000 upwards</td><td>Premium design, 2-in-1s, OLED screens</td></tr>
<tr><td>Victus</td><td>Budget gaming</td><td>About ₹50,000–₹1,00,000</td><td>Entry and mid-range gamers</td></tr>
<tr><td>OMEN</td><td>Performance gaming</td><td>About ₹1,00,000 upwards</td><td>Serious gamers and creators</td></tr>
<tr><td>ProBook and EliteBook</td><td>Business</td><td>About ₹60,000 upwards</td><td>Companies needing security and on-site support</td></tr>
</tbody>
</table>
<p>HP has been moving its consumer laptops under the OmniBook name, so older Pavilion, Envy and Spectre models and newer OmniBook models sit side by side in listings for now. Price bands are indicative and move with sales.</p>
<h2>Decoding HP model codes</h2>
<p>HP's Indian model codes end in letters that tell you the processor and graphics at a glance:</p>
<ul>
<li><strong>TU:</strong> Intel processor with integrated graphics.</li>
<li><strong>TX:</strong> Intel processor with a dedicated GPU.</li>
<li><strong>AU:</strong> AMD processor with integrated graphics.</li>
<li><strong>AX:</strong> AMD processor with a dedicated GPU.</li>
</ul>
<p>The characters before them identify the exact configuration, so two "HP 15s" laptops with different codes can have different screens, RAM and storage. Always compare the full code, not just the family name.</p>
<h2>Strengths</h2>
<ul>
<li><strong>Service reach:</strong> authorised service centres in most cities and many smaller towns, plus on-site support on business models. For buyers outside the metros, this is a big advantage.</li>
<li><strong>Range:</strong> a sensible option at almost every budget, from Chromebooks to OMEN gaming machines.</li>
<li><strong>Office bundles:</strong> many consumer HP laptops in India ship with Microsoft Office Home and Student, which adds real value for students and home users.</li>
<li><strong>Victus value:</strong> Victus gaming laptops often offer a capable RTX GPU at competitive prices.</li>
<li><strong>Premium design:</strong> Envy, Spectre and the upper OmniBook models have well-built metal chassis and attractive OLED options.</li>
</ul>
<h2>Weaknesses</h2>
<ul>
<li><strong>Budget screens:</strong> many HP 15s and 250-series models use dim, pale 250-nit panels. Check brightness and colour coverage before buying.</li>
<li><strong>Single-channel and HDD variants:</strong> some low-cost configurations ship with a single memory stick, 4 GB or 8 GB RAM, or even a hard disk. Avoid these.</li>
<li><strong>Pre-installed software:</strong> expect trial antivirus and HP utilities you may want to remove.</li>
<li><strong>Victus build and cooling:</strong> plastic builds and fan noise under load are the trade-offs for the low prices.</li>
</ul>
<h2>Warranty and service</h2>
<p>Consumer HP laptops in India typically carry a one-year warranty, and some promotional models include a second year. HP sells Care Packs that extend the warranty, add on-site service or cover accidental damage, and these are usually cheapest when bought with the laptop or within the first few months. Business lines such as ProBook and EliteBook are more often sold with multi-year on-site warranties.</p>
<p>Register the laptop in the HP Support Assistant app or on HP's website, keep the invoice safe, and check the warranty status before a problem arises. Battery and adapter coverage can differ from the main warranty, so read the terms.</p>
<h2>Our advice</h2>
<ol>
<li>Skip the cheapest HP 250 and 15s variants with HDDs, 4 GB RAM or 1366 × 768 screens.</li>
<li>For study and office work, look at HP 15 models with 16 GB RAM, an SSD and a Full HD IPS screen.</li>
<li>For gaming on a budget, compare Victus against rivals such as Lenovo LOQ and ASUS TUF on our <a href="/gaming-laptops">gaming laptops</a> page.</li>
<li>For premium buyers, compare OLED and battery life across Envy, Spectre and OmniBook models.</li>
</ol>
<p>See how HP compares with its main rivals in our <a href="/brands/lenovo-laptops">Lenovo</a> and <a href="/brands/asus-laptops">ASUS</a> brand guides, or browse the <a href="/best-laptop-under-50000">best laptops under ₹50,000</a>.</p>`,
      },
      {
        title: 'Lenovo Laptops: IdeaPad, ThinkPad, LOQ and Legion',
        description:
          'How Lenovo’s ranges compare, how to read its model names, and what its warranty and service look like in India.',
        path: '/brands/lenovo-laptops',
        targetKeywords: [
          'lenovo laptops',
          'lenovo ideapad vs thinkpad',
          'lenovo loq vs legion',
          'best lenovo laptop india',
          'lenovo warranty india',
        ],
        searchVolume: '5,400/month',
        difficulty: 'Medium',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>Lenovo in India: from IdeaPad to ThinkPad</h2>
<p>Lenovo is among the largest laptop sellers in India and has one of the broadest line-ups of any brand, from entry-level IdeaPads for students to ThinkPads trusted by banks and IT companies, and the Legion and LOQ gaming ranges that have become popular with young buyers. Lenovo laptops are known for good keyboards and sensible engineering, but like every big brand, the quality of a model depends heavily on the specific configuration you buy.</p>
<h2>Lenovo's laptop families</h2>
<table>
<thead><tr><th>Line</th><th>Segment</th><th>Typical price band</th><th>Who it suits</th></tr></thead>
<tbody>
<tr><td>IdeaPad Slim 1 and V series</td><td>Entry level</td><td>About ₹25,000–₹40,000</td><td>Basic study and home use</td></tr>
<tr><td>IdeaPad Slim 3</td><td>Mainstream</td><td>About ₹35,000–₹65,000</td><td>Students and office users</td></tr>
<tr><td>IdeaPad Slim 5 and IdeaPad Pro 5</td><td>Upper mid-range</td><td>About ₹60,000–₹95,000</td><td>Better screens, metal builds, creators on a budget</td></tr>
<tr><td>Yoga Slim and Yoga 2-in-1</td><td>Premium consumer</td><td>About ₹80,000 upwards</td><td>Thin-and-light, OLED and convertible buyers</td></tr>
<tr><td>ThinkBook</td><td>Small business</td><td>About ₹50,000–₹90,000</td><td>Professionals and startups</td></tr>
<tr><td>ThinkPad E and L series</td><td>Mainstream business</td><td>About ₹60,000–₹1,00,000</td><td>Office and field staff</td></tr>
<tr><td>ThinkPad T and X1 series</td><td>Premium business</td><td>About ₹1,10,000 upwards</td><td>Executives, developers, enterprise fleets</td></tr>
<tr><td>LOQ</td><td>Entry gaming</td><td>About ₹60,000–₹1,10,000</td><td>First-time gamers and students</td></tr>
<tr><td>Legion 5, Legion Pro and Legion Slim</td><td>Performance gaming</td><td>About ₹1,20,000 upwards</td><td>Serious gamers and 3D creators</td></tr>
</tbody>
</table>
<p>Price bands are indicative; sale prices move a lot, especially during festival sales.</p>
<h2>Reading Lenovo model names</h2>
<p>Lenovo's model names pack in a lot of information. In a name such as "IdeaPad Slim 5 14AHP9", the "14" is the screen size, the "A" means an AMD processor (an "I" means Intel), the next letters identify the processor family, and the final digit is the generation. The long part number that follows, ending in "IN" for India, identifies the exact configuration. Two laptops with the same family name can differ in screen, memory and storage, so compare part numbers, not just names.</p>
<h2>Strengths</h2>
<ul>
<li><strong>Keyboards:</strong> ThinkPad keyboards are widely regarded as the best on any laptop, and even IdeaPads usually type well.</li>
<li><strong>ThinkPad durability and serviceability:</strong> sturdy builds, spill-resistant keyboards on many models, published service manuals and good spare-parts availability.</li>
<li><strong>Gaming value:</strong> LOQ and Legion laptops generally have effective cooling, sensible port layouts and good screens for the money.</li>
<li><strong>Software:</strong> the Lenovo Vantage app handles updates, warranty information and battery Conservation Mode, which limits charging to protect the battery.</li>
<li><strong>Business support:</strong> ThinkPads and ThinkBooks are widely used by Indian companies, so IT teams and service engineers know them well.</li>
</ul>
<h2>Weaknesses</h2>
<ul>
<li><strong>Budget screens:</strong> many IdeaPad Slim 1 and Slim 3 variants use 250-nit panels with about 45% NTSC colour coverage, which look dull. Check the specification sheet.</li>
<li><strong>Soldered memory:</strong> many slim IdeaPad and Yoga models have some or all RAM soldered. Buy 16 GB if you cannot add more later.</li>
<li><strong>Variant confusion:</strong> the same model name is sold in many configurations, and some cheaper ones cut corners on RAM, storage or screen.</li>
<li><strong>Glossy screens on some Yoga models:</strong> they look vivid but reflect overhead lights.</li>
</ul>
<h2>Warranty and service in India</h2>
<p>Lenovo runs a wide network of authorised service centres across India, and consumer laptops typically come with a one-year warranty, with some models bundling a longer term. You can add extended warranty, <strong>Accidental Damage Protection</strong> and <strong>Premium Care</strong>, which offers priority phone support and on-site service, usually at the best price when bought with the laptop. ThinkPads are commonly sold with on-site warranty options, and Legion models have offered a premium support tier for gamers.</p>
<p>As with any brand, service quality varies by city, and repairs needing spare parts can take longer outside the metros. Check the service locator for your area before buying, and register the warranty in Lenovo Vantage on day one.</p>
<h2>Which Lenovo should you buy?</h2>
<ul>
<li><strong>Students:</strong> IdeaPad Slim 3 with 16 GB RAM and a 300-nit Full HD screen, or IdeaPad Slim 5 if your budget stretches. See <a href="/laptops/students">laptops for students</a>.</li>
<li><strong>Programmers and professionals:</strong> ThinkPad E or T series, or a ThinkBook, for the keyboard and build. See <a href="/laptops/coding">laptops for coding</a>.</li>
<li><strong>Gamers:</strong> LOQ for value, Legion for performance and better cooling. Browse our <a href="/gaming-laptops">gaming laptops</a>.</li>
<li><strong>Premium buyers:</strong> Yoga Slim 7 or Yoga 2-in-1 models for OLED screens and long battery life.</li>
</ul>
<p>Compare Lenovo with its main rivals in our <a href="/brands/hp-laptops-india">HP</a> and <a href="/brands/asus-laptops">ASUS</a> guides.</p>`,
      },
      {
        title: 'ASUS Laptops: Vivobook, Zenbook, TUF and ROG',
        description:
          'Where ASUS offers the best value, where it cuts corners, and how to judge its after-sales service before you buy.',
        path: '/brands/asus-laptops',
        targetKeywords: ['asus laptops', 'asus vivobook vs zenbook', 'asus tuf vs rog'],
        searchVolume: '4,400/month',
        difficulty: 'Medium',
        intent: 'Commercial Investigation',
        articleHtml: `<h2>ASUS in India: value, OLED and gaming</h2>
<p>ASUS has grown into one of the most visible laptop brands in India by offering aggressive prices, OLED screens at mid-range budgets and a gaming range that stretches from the value-focused TUF series to the high-end Republic of Gamers (ROG) machines. It is often the brand that gives you the most specification for the money. The trade-offs are mostly about consistency: build quality, software and after-sales experience vary more than with some rivals.</p>
<h2>ASUS laptop families</h2>
<table>
<thead><tr><th>Line</th><th>Segment</th><th>Typical price band</th><th>Who it suits</th></tr></thead>
<tbody>
<tr><td>Vivobook Go</td><td>Entry level</td><td>About ₹25,000–₹40,000</td><td>Basic study and browsing</td></tr>
<tr><td>Vivobook 14, 15 and 16</td><td>Mainstream</td><td>About ₹35,000–₹70,000</td><td>Students, home and office users</td></tr>
<tr><td>Vivobook S and Vivobook OLED</td><td>Thin-and-light, OLED</td><td>About ₹60,000–₹1,00,000</td><td>Buyers who want a great screen without premium prices</td></tr>
<tr><td>Vivobook Pro and ProArt</td><td>Creator</td><td>About ₹70,000 upwards</td><td>Designers, photographers and video editors</td></tr>
<tr><td>Zenbook</td><td>Premium thin-and-light</td><td>About ₹80,000 upwards</td><td>Professionals and frequent travellers</td></tr>
<tr><td>TUF Gaming</td><td>Value gaming</td><td>About ₹50,000–₹1,40,000</td><td>Gamers wanting strong GPUs and durable builds</td></tr>
<tr><td>ROG Strix, Zephyrus and Flow</td><td>Performance gaming</td><td>About ₹1,20,000 upwards</td><td>Serious gamers and streamers</td></tr>
<tr><td>ExpertBook</td><td>Business</td><td>About ₹45,000 upwards</td><td>Companies and professionals</td></tr>
<tr><td>Chromebook</td><td>Entry level</td><td>Under about ₹30,000</td><td>School students</td></tr>
</tbody>
</table>
<p>Price bands are indicative and shift with sales and new launches.</p>
<h2>Reading ASUS model codes</h2>
<p>ASUS model codes look cryptic but carry useful clues. In TUF Gaming codes, "FA" models usually use AMD processors and "FX" models Intel. Across Vivobook and Zenbook codes, an "M" (or "UM" on Zenbooks) usually points to AMD and an "X" (or "UX") to Intel, though there are exceptions. The suffix after the hyphen identifies the exact configuration, so compare full codes before you buy.</p>
<h2>Strengths</h2>
<ul>
<li><strong>OLED for less:</strong> ASUS offers OLED screens across Vivobook and Zenbook lines at prices where rivals often fit basic IPS panels.</li>
<li><strong>Specification for the money:</strong> Vivobooks and TUF laptops frequently undercut rivals with similar processors and GPUs.</li>
<li><strong>Gaming range:</strong> TUF laptops are known for solid cooling and tough builds tested to MIL-STD-810H, and ROG models are among the best-engineered gaming laptops available.</li>
<li><strong>Light premium models:</strong> Zenbooks are light, well built and often have long battery life.</li>
<li><strong>Battery care:</strong> the MyASUS app offers Battery Health Charging, which can cap charging at 80 or 60 percent to extend battery life.</li>
</ul>
<h2>Weaknesses</h2>
<ul>
<li><strong>After-sales consistency:</strong> service experiences have historically been more mixed than with HP or Lenovo, especially outside big cities. ASUS has been expanding its own service centres and pick-up options, but check for a centre near you before buying.</li>
<li><strong>Budget screens on some models:</strong> cheaper Vivobook and some TUF variants use pale panels with low colour coverage. OLED and higher variants are much better.</li>
<li><strong>Soldered memory:</strong> several Vivobook and Zenbook models have memory that cannot be upgraded.</li>
<li><strong>Software:</strong> Armoury Crate on gaming models and pre-installed trial apps can feel heavy; many users trim them after setup.</li>
<li><strong>OLED care:</strong> glossy OLED screens reflect light and need sensible burn-in precautions, such as dark mode and an auto-hiding taskbar.</li>
</ul>
<h2>Warranty and service in India</h2>
<p>ASUS laptops in India typically carry a one-year warranty, with some gaming and promotional models bundling longer coverage. ASUS sells extended warranty packs and accidental damage protection for selected models; these are usually cheapest at purchase. Register your laptop in the MyASUS app or on the ASUS India website, and keep the invoice and box until the warranty runs out.</p>
<p>Before buying, look up the nearest authorised or exclusive ASUS service centre and read recent local reviews of it. In major cities, service is generally straightforward; in smaller towns, repairs that need spare parts can take longer. An extended warranty is worth considering for expensive gaming and OLED models.</p>
<h2>Which ASUS should you buy?</h2>
<ul>
<li><strong>Students and office users:</strong> a Vivobook 15 or 16 with 16 GB RAM and an SSD, or a Vivobook OLED for a better screen.</li>
<li><strong>Frequent travellers:</strong> a Zenbook 14 OLED or Vivobook S14. See our <a href="/laptops/travel">travel laptops</a>.</li>
<li><strong>Creators:</strong> Vivobook Pro or ProArt, which pair accurate OLED screens with dedicated graphics. See <a href="/laptops/content-creation">laptops for content creation</a>.</li>
<li><strong>Gamers:</strong> TUF Gaming for value, ROG Strix or Zephyrus for performance. Browse our <a href="/gaming-laptops">gaming laptops</a>.</li>
</ul>
<p>Compare ASUS with its rivals in our <a href="/brands/hp-laptops-india">HP</a> and <a href="/brands/lenovo-laptops">Lenovo</a> guides.</p>`,
      },
    ],
  },
  {
    slug: 'technical',
    title: 'Technical Guides',
    description: 'Keep your laptop cool, look after its battery and upgrade it so it lasts longer.',
    icon: 'Wrench',
    color: 'slate',
    guides: [
      {
        title: 'Laptop Cooling and Overheating Guide',
        description:
          'Normal temperatures, signs of throttling, and practical fixes for hot Indian summers, from airflow habits to dust cleaning.',
        path: '/technical/laptop-cooling',
        targetKeywords: [
          'laptop overheating',
          'laptop cooling pad',
          'normal laptop temperature',
          'thermal throttling laptop',
        ],
        searchVolume: '1,900/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>Why cooling matters more in India</h2>
<p>Laptop makers design cooling systems for typical room temperatures, often tested around 25 °C. In much of India, rooms reach 35 °C or more in summer, and laptops are used in non-air-conditioned hostels, shops and homes, sometimes on beds and cushions. Every extra degree of room temperature is a degree less headroom for the cooling system. The result is louder fans, hotter keyboards and slower performance when the processor protects itself by reducing its speed, which is called thermal throttling.</p>
<h2>How a laptop cools itself</h2>
<p>Heat from the processor and graphics chip passes through thermal paste into copper heat pipes, which carry it to thin metal fins. Fans pull cool air in, usually through vents on the bottom, and push hot air out through the back or sides. Anything that blocks the intake, clogs the fins or dries out the paste makes the whole system less effective.</p>
<h2>What temperatures are normal?</h2>
<table>
<thead><tr><th>Situation</th><th>Typical processor temperature</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>Idle or light browsing</td><td>About 40–60 °C</td><td>Normal; higher in a hot room</td></tr>
<tr><td>Office work and video calls</td><td>About 55–75 °C</td><td>Normal</td></tr>
<tr><td>Gaming, rendering, compiling</td><td>About 75–95 °C</td><td>Normal for modern chips under heavy load</td></tr>
<tr><td>Constantly at the limit with falling speeds</td><td>About 95–100 °C or more</td><td>The chip is throttling; check airflow and dust</td></tr>
</tbody>
</table>
<p>Modern processors are designed to run hot and will slow down before they damage themselves, so a high reading under heavy load is not an emergency. What matters is whether performance drops, whether the laptop gets uncomfortably hot to touch, or whether it shuts down unexpectedly.</p>
<h2>Signs your laptop is overheating</h2>
<ul>
<li>Fans run loudly even during light work.</li>
<li>Games or exports start fast and then slow down after a few minutes.</li>
<li>The keyboard area or palm rest becomes uncomfortable to touch.</li>
<li>The laptop shuts down or restarts without warning under load.</li>
<li>Hot air barely comes out of the exhaust vents, a sign of clogged fins.</li>
</ul>
<h2>Everyday habits that help</h2>
<ul>
<li><strong>Use a hard, flat surface.</strong> Beds, pillows and blankets block bottom vents. A simple laptop stand or even a book under the back edge improves airflow.</li>
<li><strong>Keep exhaust vents clear.</strong> Do not push the back of the laptop against a wall or bag.</li>
<li><strong>Choose the right power mode.</strong> Brand utilities such as Lenovo Vantage, MyASUS, Armoury Crate, OMEN Gaming Hub and Acer NitroSense offer quiet, balanced and performance modes. Use quiet or balanced for everyday work.</li>
<li><strong>Cap frame rates in games.</strong> Limiting games to your screen's refresh rate reduces heat and noise with little visible difference.</li>
<li><strong>Avoid direct sunlight.</strong> A laptop left near a sunny window or in a parked car heats up before you even start.</li>
</ul>
<h2>Cooling pads: do they work?</h2>
<p>A cooling pad with fans under the laptop's intake can lower temperatures by a few degrees, and a raised angle also helps airflow. Results vary by design: they work best on laptops that take in air from the bottom. A pad is a cheap and reasonable buy for gaming laptops in hot rooms, but it will not fix a laptop clogged with dust.</p>
<h2>Dust: the silent performance killer</h2>
<p>Indian homes and cities are dusty, and laptop fans pull that dust straight into the cooling fins. Over a year or two, a layer of dust can choke airflow and raise temperatures considerably. A yearly cleaning, more often in dusty areas or for gaming laptops, keeps performance steady.</p>
<ol>
<li>For a quick clean, shut the laptop down and blow short bursts of compressed air through the vents, holding the fans still so they do not over-spin.</li>
<li>For a thorough clean, the bottom panel has to come off. If the laptop is under warranty, have an authorised service centre do it so the warranty stays intact.</li>
<li>Do not use a vacuum cleaner directly on the vents; it can create static and damage fans.</li>
</ol>
<h2>Thermal paste and repasting</h2>
<p>Thermal paste between the chip and heat sink dries out over years. Replacing it can lower temperatures noticeably on a laptop that is three or more years old. It requires taking the laptop apart, so leave it to a service centre or an experienced technician, and avoid doing it yourself while the laptop is under warranty.</p>
<h2>Buying a laptop that stays cool</h2>
<ul>
<li>Read reviews that measure sustained performance and surface temperatures, not just peak benchmark scores.</li>
<li>Thicker gaming laptops with larger fans and more heat pipes generally run cooler and quieter than very thin ones with the same chips.</li>
<li>For everyday use in hot rooms, efficient U-series, Core Ultra, Ryzen AI, Apple M-series or Snapdragon chips produce far less heat.</li>
</ul>
<p>Browse <a href="/gaming-laptops">gaming laptops</a> with robust cooling, or read our <a href="/technical/battery-guide">battery guide</a>, since heat is also the biggest enemy of battery health.</p>`,
      },
      {
        title: 'Laptop Battery Guide',
        description:
          'Read battery specifications, get realistic battery life, set a charge limit and keep your battery healthy for years.',
        path: '/technical/battery-guide',
        targetKeywords: [
          'laptop battery life',
          'laptop battery health',
          'laptop battery replacement india',
          'how to increase laptop battery life',
          'battery charge limit',
        ],
        searchVolume: '2,900/month',
        difficulty: 'Low',
        intent: 'Informational',
        articleHtml: `<h2>Understanding battery specifications</h2>
<p>Laptop battery capacity is measured in watt-hours (Wh), which tells you how much energy the battery stores. It is the most useful number on the specification sheet. Budget laptops often have batteries of about 40–45 Wh, mainstream models 50–60 Wh, and premium or gaming laptops 70–99 Wh. Phone-style milliamp-hour (mAh) figures are not comparable between laptops, because they ignore voltage, so always compare Wh.</p>
<p>Battery life depends on capacity and on how efficiently the laptop uses power. An efficient chip with a 55 Wh battery can outlast a power-hungry chip with 70 Wh.</p>
<h2>Why real battery life is shorter than the claim</h2>
<p>Manufacturers test battery life with light, repeatable workloads such as local video playback at reduced brightness. Real use with Wi-Fi, a browser, video calls and a brighter screen is more demanding. As a rule of thumb, expect the following:</p>
<table>
<thead><tr><th>Use</th><th>Share of the rated figure you can expect</th></tr></thead>
<tbody>
<tr><td>Video playback, reading documents</td><td>About 80–100%</td></tr>
<tr><td>Browsing, Office, email</td><td>About 60–75%</td></tr>
<tr><td>Video calls (Teams, Zoom, Meet)</td><td>About 40–60%</td></tr>
<tr><td>Gaming or video editing on battery</td><td>About 15–30%</td></tr>
</tbody>
</table>
<p>So a laptop rated "up to 10 hours" is likely to give six to seven hours of office work. Gaming laptops also reduce performance sharply on battery, so gaming unplugged is rarely worthwhile.</p>
<h2>What drains a battery fastest</h2>
<ul>
<li><strong>Screen brightness and refresh rate:</strong> the display is often the biggest single consumer. Dim it, and switch high-refresh screens to 60 Hz on battery.</li>
<li><strong>Background apps:</strong> cloud sync, updaters and browser tabs with live content keep the processor busy.</li>
<li><strong>Dedicated graphics:</strong> a discrete GPU that does not switch off properly can halve battery life. Check which apps are using it in Task Manager.</li>
<li><strong>Keyboard backlight and peripherals:</strong> small drains that add up.</li>
</ul>
<p>Use Windows' battery saver and the "Best power efficiency" power mode when you need the battery to last, especially during power cuts.</p>
<h2>Keeping your battery healthy for years</h2>
<p>Laptop batteries are lithium-ion cells that wear gradually. Most are designed to keep around 80 percent of their capacity after several hundred full charge cycles, but heat and long periods at 100 percent charge wear them faster. A few habits make a real difference:</p>
<ol>
<li><strong>Use a charge limit if you stay plugged in.</strong> Most brands include a setting that stops charging at around 80 percent.</li>
<li><strong>Keep it cool.</strong> Heat ages batteries more than anything else. Avoid charging on beds, in direct sun or in a hot car.</li>
<li><strong>Avoid regular deep discharges.</strong> Running to zero occasionally is fine; doing it daily is not.</li>
<li><strong>Store at half charge.</strong> If you will not use the laptop for weeks, leave it at about 50 percent and switch it off.</li>
<li><strong>Use the original or a certified charger.</strong> Cheap unbranded chargers can deliver unstable power.</li>
</ol>
<h2>Where to find the charge-limit setting</h2>
<table>
<thead><tr><th>Brand</th><th>Where to look</th></tr></thead>
<tbody>
<tr><td>Lenovo</td><td>Lenovo Vantage, Conservation Mode</td></tr>
<tr><td>ASUS</td><td>MyASUS, Battery Health Charging</td></tr>
<tr><td>HP</td><td>HP's battery settings in the BIOS or HP utilities, where supported</td></tr>
<tr><td>Dell</td><td>Dell Power Manager or Dell Optimizer, battery settings</td></tr>
<tr><td>Acer</td><td>Acer Care Center or NitroSense, battery charge limit</td></tr>
<tr><td>Apple</td><td>System Settings, Battery, Optimised Battery Charging</td></tr>
</tbody>
</table>
<p>Exact names vary by model and software version.</p>
<h2>Checking battery health</h2>
<p>On Windows, open Command Prompt and run <strong>powercfg /batteryreport</strong>. It saves a report showing the design capacity, the current full-charge capacity and the cycle count. If the full-charge capacity has fallen well below 70–80 percent of the design capacity and battery life no longer meets your needs, a replacement is worth considering. On a Mac, the battery status appears under System Settings.</p>
<h2>Power cuts, inverters and UPS units</h2>
<ul>
<li>Laptop chargers work well on inverters and UPS units with a pure sine-wave output. Cheaper square-wave units can make some chargers hum or run hot.</li>
<li>Voltage surges are common in many areas; plugging the charger into a surge protector is cheap protection.</li>
<li>A laptop with a healthy battery acts as its own UPS, which is one more reason to look after it.</li>
</ul>
<h2>Replacing a battery</h2>
<p>Most laptop batteries are internal. Replacement is best done by an authorised service centre or a reputable repairer using genuine parts. Avoid very cheap replacement batteries: they may have lower real capacity and poor protection circuits. Batteries are usually covered for a shorter period than the rest of the laptop, so check your warranty terms.</p>
<h2>Flying with a laptop</h2>
<p>Laptop batteries up to 100 Wh, which covers almost every laptop, are allowed in cabin baggage on Indian and international flights. Keep the laptop in your cabin bag rather than checked luggage.</p>
<p>Want a laptop that lasts all day? Browse our <a href="/laptops/battery-life">long battery life laptops</a> and read our <a href="/technical/laptop-cooling">cooling guide</a>.</p>`,
      },
      {
        title: 'Laptop Upgrade Guide: RAM, SSD and More',
        description:
          'Which parts you can upgrade, how to check compatibility, how to do it safely and what it means for your warranty.',
        path: '/technical/upgrade-guide',
        targetKeywords: [
          'laptop ram upgrade',
          'laptop ssd upgrade',
          'can i upgrade my laptop',
          'm.2 nvme slot laptop',
        ],
        searchVolume: '1,600/month',
        difficulty: 'Medium',
        intent: 'Informational',
        articleHtml: `<h2>What can you upgrade in a laptop?</h2>
<p>Unlike a desktop, most of a laptop is fixed at the factory. The processor and graphics chip are soldered to the motherboard and cannot be changed. But the two upgrades that matter most for everyday speed, memory and storage, are often possible, and they can add two or three years of useful life to a laptop for a fraction of the price of a new one.</p>
<h2>Upgradeable parts at a glance</h2>
<table>
<thead><tr><th>Part</th><th>Usually upgradeable?</th><th>Difficulty</th><th>Benefit</th></tr></thead>
<tbody>
<tr><td>RAM</td><td>Often, unless soldered</td><td>Easy to moderate</td><td>Smoother multitasking; faster integrated graphics in dual-channel mode</td></tr>
<tr><td>SSD</td><td>Almost always</td><td>Easy to moderate</td><td>More space; huge speed gain if replacing an HDD</td></tr>
<tr><td>Second SSD</td><td>If there is a free M.2 slot</td><td>Easy</td><td>Extra space without reinstalling Windows</td></tr>
<tr><td>Wi-Fi card</td><td>Sometimes; soldered in thin models</td><td>Moderate</td><td>Wi-Fi 6 or 6E on an older laptop</td></tr>
<tr><td>Battery</td><td>Yes, via service centre</td><td>Moderate to hard</td><td>Restores battery life on an older laptop</td></tr>
<tr><td>Processor and GPU</td><td>No</td><td>Not possible</td><td>Buy the right chip at the start</td></tr>
<tr><td>Screen</td><td>Only like-for-like repairs</td><td>Hard</td><td>Repair rather than upgrade</td></tr>
</tbody>
</table>
<h2>Step one: find out what your laptop supports</h2>
<ol>
<li>Note your exact model and part number from the sticker underneath or from the brand's support app.</li>
<li>Search for the manufacturer's specification sheet or service manual. Lenovo, HP and Dell publish detailed manuals for many models that show memory slots, M.2 slots and how to open the case.</li>
<li>In Windows, Task Manager's Memory page shows how many slots are used, and free tools such as CPU-Z show the memory type and speed.</li>
</ol>
<h2>Upgrading RAM</h2>
<p>Laptops use small SO-DIMM memory modules. Check three things before buying:</p>
<ul>
<li><strong>Type:</strong> DDR4 and DDR5 are physically different and cannot be mixed. Soldered LPDDR memory cannot be upgraded at all.</li>
<li><strong>Speed:</strong> match the existing memory's speed, such as DDR4-3200 or DDR5-5600. A faster module will simply run at the slower speed.</li>
<li><strong>Capacity:</strong> adding a module the same size as the existing one gives you dual-channel mode, which especially helps integrated graphics. See our <a href="/memory/dual-channel-ram">dual-channel RAM guide</a>.</li>
</ul>
<p>Going from 8 GB to 16 GB is the single most noticeable upgrade for most people in 2026. Memory prices have swung sharply since late 2025, so compare a few sellers before buying.</p>
<h2>Upgrading or adding an SSD</h2>
<p>Most modern laptops use M.2 NVMe SSDs. The most common size is 2280 (22 mm wide, 80 mm long), though some slim laptops use shorter 2230 or 2242 drives. A PCIe 4.0 drive works in a PCIe 3.0 slot at the lower speed, so compatibility is rarely a problem, but the physical length must fit.</p>
<ul>
<li><strong>Adding a second SSD:</strong> if there is a free M.2 slot, this is the easiest upgrade. Install the drive, then format it in Disk Management.</li>
<li><strong>Replacing the main SSD:</strong> either clone the old drive with the cloning software many SSD makers provide, using a USB enclosure, or install Windows fresh from Microsoft's official installation media. Windows licences on branded laptops are tied to the hardware and reactivate automatically.</li>
<li><strong>Older laptops with a hard disk:</strong> a 2.5-inch SATA SSD is a direct replacement and transforms the laptop. Our <a href="/storage/ssd-vs-hdd">SSD vs HDD guide</a> explains the difference.</li>
</ul>
<h2>Doing the upgrade safely</h2>
<ol>
<li>Back up your data first.</li>
<li>Shut down fully. On Windows, hold Shift while choosing Shut down, or disable Fast Startup. If the laptop has a built-in battery, disconnect it inside if the manual recommends it.</li>
<li>Use the right screwdriver and plastic pry tools; never force the bottom panel.</li>
<li>Touch a grounded metal object to discharge static before handling components.</li>
<li>Keep track of screws, as lengths often differ.</li>
</ol>
<h2>What about the warranty?</h2>
<p>Warranty policies differ by brand and model in India. Some brands treat RAM and SSD upgrades as user-serviceable, others prefer the work be done at an authorised service centre, and damage caused during an upgrade is generally not covered. Check your warranty terms or ask the brand's support line before opening a laptop under warranty, keep the original parts, and consider having the service centre do the upgrade if you are unsure.</p>
<h2>When upgrading is not worth it</h2>
<ul>
<li>If memory is soldered and the processor is the bottleneck, no part swap will help.</li>
<li>If the battery, screen and keyboard are all worn out, the combined repair cost may approach a new budget laptop.</li>
<li>Laptops with 4 GB of soldered RAM and eMMC storage are best replaced.</li>
</ul>
<p>If you are buying new, choose a laptop that is easy to upgrade: look for a free RAM slot or 16 GB from the start, and a second M.2 slot. Browse our <a href="/laptops/16gb-ram">16 GB RAM laptops</a> and <a href="/laptops/ssd-storage">SSD laptops</a>, or visit the <a href="/knowledge-hub">knowledge hub</a> for more guides.</p>`,
      },
    ],
  },
];
