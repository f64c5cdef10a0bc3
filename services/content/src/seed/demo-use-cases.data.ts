// Demo editorial content: the ten use cases behind /use-cases and /laptops/{slug}.
// Criteria are chosen so each list fills from the demo catalogue (mainstream 2026 Indian models).
import type { DemoUseCase } from './demo-content.types.js';

export const demoUseCases: readonly DemoUseCase[] = [
  {
    slug: 'students',
    title: 'Best Laptops for Students',
    description:
      'Dependable, portable laptops for online classes, assignments, lab work and exam preparation, chosen to last a full course without stretching the family budget.',
    icon: 'GraduationCap',
    targetAudience: [
      'College students',
      'School students (Class 9–12)',
      'Engineering students',
      'Competitive exam aspirants',
      'Parents buying a first laptop',
    ],
    requirements: [
      '8 GB RAM or more',
      'SSD storage for quick start-up',
      'Full HD screen for long study hours',
      '6 hours or more of real battery life',
      'Light enough to carry every day',
    ],
    budgetRange: '₹25,000 – ₹60,000',
    path: '/laptops/students',
    color: 'blue',
    criteria: { minPrice: 25000, maxPrice: 60000, minRamGb: 8, requiresSsd: true },
    guidanceHtml: `<h3>What a student laptop really needs</h3>
<p>Most students spend their day in a browser, video lectures, Microsoft Office or Google Docs, and the occasional coding or design assignment. That workload does not need a powerful processor, but it does punish a slow hard disk and too little memory. Every laptop on this list has an SSD and at least 8 GB of RAM, which is the floor we recommend in 2026.</p>
<h3>Match the laptop to your stream</h3>
<ul>
<li>Arts, commerce and humanities: a Ryzen 5 or Core i5 with 8 GB RAM is plenty. Spend the savings on a better screen and battery.</li>
<li>Engineering and computer science: aim for 16 GB RAM, or at least a free RAM slot, so you can run an IDE, MATLAB or a virtual machine later.</li>
<li>Architecture and design: AutoCAD, Revit and SketchUp benefit from dedicated graphics; check your college's recommended list before you buy.</li>
</ul>
<h3>Things students often overlook</h3>
<ul>
<li>A 1366×768 screen is tiring for long reading sessions; insist on Full HD.</li>
<li>Many laptops sold in India include Office Home and Student. If yours does not, your college email may give you Microsoft 365 free.</li>
<li>Check for an authorised service centre in your college town, and consider an accidental-damage plan for a laptop that travels in a backpack daily.</li>
<li>Compare the exam-season and festival-sale prices; student laptops are among the most heavily discounted models.</li>
</ul>`,
  },
  {
    slug: 'work-from-home',
    title: 'Best Laptops for Work From Home',
    description:
      'Comfortable all-day machines for video calls, spreadsheets and dozens of browser tabs, with webcams and microphones that help you look and sound professional.',
    icon: 'Home',
    targetAudience: [
      'Remote employees',
      'Hybrid workers',
      'Freelancers',
      'Customer support teams',
      'Small business owners',
      'Consultants',
    ],
    requirements: [
      '16 GB RAM for calls plus multitasking',
      'Full HD webcam and dual microphones',
      'Comfortable, backlit keyboard',
      'HDMI or USB-C for an external monitor',
    ],
    budgetRange: '₹35,000 – ₹90,000',
    path: '/laptops/work-from-home',
    color: 'green',
    criteria: { minPrice: 35000, maxPrice: 90000, minRamGb: 16, requiresSsd: true },
    guidanceHtml: `<h3>Why 16 GB matters more at home than in the office</h3>
<p>A typical work-from-home day runs Teams or Zoom, a browser with twenty tabs, Outlook, Excel and a chat app, all at once. Video calls with background blur are surprisingly demanding, and on an 8 GB laptop the system starts swapping to disk and the call stutters. That is why every laptop on this list has 16 GB of RAM and an SSD.</p>
<h3>Features worth paying for</h3>
<ul>
<li>Webcam and microphones: a 1080p webcam and dual-array microphones with noise cancellation make a visible difference on client calls. Many budget laptops still ship with 720p cameras.</li>
<li>Ports for a desk setup: HDMI or USB-C with DisplayPort lets you add a larger monitor, which is the single best productivity upgrade for a home desk.</li>
<li>Keyboard: you will type all day, so prefer a backlit keyboard with firm, well-spaced keys.</li>
<li>Wi-Fi 6: it copes better with a crowded apartment network and a busy home router.</li>
</ul>
<h3>Practical tips</h3>
<ul>
<li>If power cuts are common, keep the laptop on an inverter or UPS line and favour models with 8 hours or more of battery.</li>
<li>Company laptops may need Windows 11 Pro for domain joining or BitLocker; check with your IT team before buying a Home edition.</li>
<li>Raise the screen to eye level with a stand and use an external keyboard; your neck will thank you after a year.</li>
</ul>`,
  },
  {
    slug: 'travel',
    title: 'Best Laptops for Travel',
    description:
      'Thin-and-light laptops weighing 1.4 kg or less, with long battery life and USB-C charging, for people who work from airports, trains and hotel rooms.',
    icon: 'Plane',
    targetAudience: [
      'Frequent flyers',
      'Sales and field professionals',
      'Digital nomads',
      'Management consultants',
      'Travel bloggers',
    ],
    requirements: [
      'Weight of 1.4 kg or less',
      '8 hours or more of rated battery life',
      'USB-C charging with a compact adapter',
      'Sturdy metal or magnesium-alloy build',
    ],
    budgetRange: '₹40,000 – ₹1,50,000',
    path: '/laptops/travel',
    color: 'sky',
    criteria: {
      minPrice: 40000,
      maxPrice: 150000,
      minRamGb: 8,
      maxWeightKg: 1.4,
      requiresSsd: true,
      minBatteryHours: 8,
    },
    guidanceHtml: `<h3>Weight is only half the story</h3>
<p>Every laptop on this list weighs 1.4 kg or less, but the number on the spec sheet excludes the charger. A bulky 90 W barrel-pin brick can add another 400 g, so look for USB-C charging: one compact GaN charger can then power your laptop and your phone, and you can top up from a power bank on a long train journey.</p>
<h3>What to look for</h3>
<ul>
<li>Battery: we only list models rated for 8 hours or more. Real-world use is usually 60–75 percent of the rated figure, so a 12-hour rating is a safer bet for a full day away from a socket.</li>
<li>Build: aluminium or magnesium-alloy lids resist flex in a packed backpack better than plastic.</li>
<li>Screen: a matte or bright (400 nits or more) display is easier to read near windows and in airport lounges.</li>
<li>Connectivity: Wi-Fi 6 or 6E, and an HDMI port if you present at client offices.</li>
</ul>
<h3>Tips for travelling in India</h3>
<ul>
<li>Keep the laptop in your cabin bag; laptop batteries under 100 Wh are allowed in the cabin on Indian and international flights.</li>
<li>Voltage fluctuations at hotels and guest houses are common; a charger with a wide input range (100–240 V) and a small surge protector help.</li>
<li>Register your warranty before you travel and check whether the brand offers international or pan-India carry-in service.</li>
</ul>`,
  },
  {
    slug: 'battery-life',
    title: 'Best Laptops for Long Battery Life',
    description:
      'Laptops rated for 10 hours or more on a charge, for long campus days, frequent power cuts and work far from a socket.',
    icon: 'BatteryFull',
    targetAudience: [
      'Students with long campus days',
      'Field and site staff',
      'Writers and researchers',
      'Homes with frequent power cuts',
      'Frequent travellers',
    ],
    requirements: [
      'Rated battery life of 10 hours or more',
      'Efficient processor (Apple M-series, Core Ultra, Ryzen AI or Snapdragon X)',
      'Large battery of 55 Wh or more',
      'Fast USB-C charging',
    ],
    budgetRange: '₹45,000 – ₹1,50,000',
    path: '/laptops/battery-life',
    color: 'emerald',
    criteria: {
      minPrice: 45000,
      maxPrice: 150000,
      minRamGb: 8,
      requiresSsd: true,
      minBatteryHours: 10,
    },
    guidanceHtml: `<h3>How to read battery claims</h3>
<p>Manufacturers measure battery life with the screen dimmed and a light, repetitive workload such as video playback. Expect 60–75 percent of the rated figure in real office use, and much less while gaming or exporting video. That is why this list starts at a rated 10 hours: it is the point where most people get through a working day without hunting for a socket.</p>
<h3>What actually gives long battery life</h3>
<ul>
<li>An efficient chip: Apple M-series, Intel Core Ultra (especially the Lunar Lake "V" models), AMD Ryzen AI and Qualcomm Snapdragon X laptops lead the field in 2026.</li>
<li>Battery capacity: compare watt-hours (Wh), not hours. A 70 Wh battery with an efficient chip comfortably beats a 41 Wh battery.</li>
<li>The screen: a high-refresh or very bright screen drains faster. Windows' dynamic refresh rate and OLED dark mode both help.</li>
<li>No dedicated GPU: discrete graphics cost battery even at idle if the laptop switches poorly between GPUs.</li>
</ul>
<h3>Keep the battery healthy</h3>
<ul>
<li>If the laptop stays plugged in most days, switch on the charge limit (usually 80 percent) in the brand's utility app.</li>
<li>Avoid leaving it in a hot car or in direct sun; heat ages lithium-ion cells faster than charge cycles do.</li>
<li>Snapdragon laptops run most apps well, but check that any specialised software or VPN client you rely on supports Windows on Arm.</li>
</ul>`,
  },
  {
    slug: 'typing',
    title: 'Best Laptops for Typing and Writing',
    description:
      'Laptops with comfortable, well-spaced keyboards for writers, journalists, transcriptionists, data-entry staff and anyone who types for hours every day.',
    icon: 'Keyboard',
    targetAudience: [
      'Writers and authors',
      'Journalists and bloggers',
      'Transcriptionists',
      'Data-entry operators',
      'Students writing assignments',
      'Lawyers and legal staff',
    ],
    requirements: [
      'Keyboard with 1.3 mm or more key travel',
      'Backlit keys for late-night work',
      'Numeric keypad on 15-inch models',
      'Matte, glare-free screen',
    ],
    budgetRange: '₹30,000 – ₹80,000',
    path: '/laptops/typing',
    color: 'amber',
    criteria: { minPrice: 30000, maxPrice: 80000, minRamGb: 8, requiresSsd: true },
    guidanceHtml: `<h3>Typing comfort is about the keyboard, not the processor</h3>
<p>Writing software needs very little power; any laptop on this list will run Word, Google Docs, Scrivener or a transcription tool with ease. What separates a good writing laptop from a tiring one is the keyboard, the screen and the palm rest, so those are the things to try in a store before you buy online.</p>
<h3>Keyboard checklist</h3>
<ul>
<li>Key travel: 1.3 mm or more feels noticeably less tiring than the shallow keys on ultra-thin models. ThinkPad and many Lenovo and HP business keyboards are known for this.</li>
<li>Layout: full-size arrow keys, a proper Enter key and a separate Delete key matter for editing. Some budget models squeeze these.</li>
<li>Numeric keypad: useful for data entry, but it shifts the keyboard to the left on 15.6-inch laptops; writers who never use it may prefer a 14-inch model with a centred keyboard.</li>
<li>Backlighting: essential for late-night deadlines.</li>
<li>Firm deck: press the centre of the keyboard; it should not flex.</li>
</ul>
<h3>Screen and comfort</h3>
<ul>
<li>A matte Full HD or sharper screen reduces eye strain; a 16:10 aspect ratio shows more lines of text.</li>
<li>Fonts on a 1366×768 screen look fuzzy after a few hours; avoid it.</li>
<li>If you use Indian languages, Windows 11 includes Hindi, Tamil, Bengali and other keyboard layouts; a stick-on key overlay is cheaper than a special keyboard.</li>
<li>For long sessions at a desk, an external keyboard and a laptop stand are the best ergonomic investment you can make.</li>
</ul>`,
  },
  {
    slug: 'coding',
    title: 'Best Laptops for Coding and Programming',
    description:
      'Laptops with 16 GB RAM or more, fast SSDs and strong multi-core processors for IDEs, Docker, Android emulators and local builds.',
    icon: 'Code',
    targetAudience: [
      'Software developers',
      'Computer science students',
      'Web developers',
      'Android and iOS app developers',
      'Data science learners',
      'DevOps and cloud engineers',
    ],
    requirements: [
      '16 GB RAM minimum',
      'NVMe SSD of 512 GB or more',
      '6 or more CPU cores',
      'Full HD or sharper screen, ideally 16:10',
    ],
    budgetRange: '₹40,000 – ₹1,50,000',
    path: '/laptops/coding',
    color: 'violet',
    criteria: { minPrice: 40000, maxPrice: 150000, minRamGb: 16, requiresSsd: true },
    guidanceHtml: `<h3>RAM first, then cores</h3>
<p>Modern development is memory-hungry. VS Code or IntelliJ, a browser full of documentation, Docker containers, a local database and an Android emulator can together use well over 12 GB. That is why every laptop here has at least 16 GB of RAM and an SSD. After memory, look at core count: compiling, running tests and containers all scale with cores, so a 6-core or 8-core chip saves real time every day.</p>
<h3>Choose by what you build</h3>
<ul>
<li>Web and backend: 16 GB and a modern Ryzen 5, Ryzen 7 or Core i5 H-series is ideal. Consider 32 GB if you run many containers.</li>
<li>Android: Android Studio and its emulator are heavy; 16 GB is the minimum, 32 GB is comfortable.</li>
<li>iOS and macOS apps: you need a Mac, because Xcode runs only on macOS.</li>
<li>Machine learning: an NVIDIA RTX GPU lets you use CUDA locally; otherwise plan to train in the cloud.</li>
</ul>
<h3>Details developers regret ignoring</h3>
<ul>
<li>Check whether the RAM is soldered. If it is, buy all the memory you will need on day one.</li>
<li>A 16:10 screen shows more lines of code; a second monitor over HDMI or USB-C helps even more.</li>
<li>Linux users should check Wi-Fi and fingerprint-reader support for the exact model before buying.</li>
<li>Enable WSL 2 on Windows for a Linux environment without dual-booting.</li>
</ul>`,
  },
  {
    slug: 'content-creation',
    title: 'Best Laptops for Content Creation',
    description:
      'Laptops with dedicated graphics, 16 GB RAM or more and colour-accurate screens for video editing, YouTube, photo editing and 3D work.',
    icon: 'Video',
    targetAudience: [
      'YouTubers',
      'Video editors',
      'Photographers',
      'Graphic designers',
      '3D and motion artists',
      'Reels and shorts creators',
      'Live streamers',
    ],
    requirements: [
      'Dedicated NVIDIA RTX graphics',
      '16 GB RAM or more',
      '100% sRGB or wider display',
      '1 TB SSD or a free second SSD slot',
      'Cooling that sustains long exports',
    ],
    budgetRange: '₹65,000 – ₹1,50,000',
    path: '/laptops/content-creation',
    color: 'pink',
    criteria: {
      minPrice: 65000,
      maxPrice: 150000,
      minRamGb: 16,
      requiresSsd: true,
      requiresDedicatedGraphics: true,
    },
    guidanceHtml: `<h3>Where the money should go</h3>
<p>Video editors and 3D artists lean heavily on the graphics card. Premiere Pro, DaVinci Resolve and Blender all use NVIDIA GPUs to speed up effects, encoding and rendering, so every laptop on this list has dedicated graphics and 16 GB of RAM or more. An RTX 4050 or 4060 handles 1080p and most 4K timelines; heavy 4K colour grading and 3D benefit from more video memory.</p>
<h3>The screen is your work</h3>
<ul>
<li>Look for 100% sRGB for web and social content, and wide DCI-P3 coverage if you grade video or edit for HDR.</li>
<li>Many gaming laptops in this price band use fast but pale panels with around 60–70% sRGB. Check the colour coverage, not only the refresh rate.</li>
<li>OLED screens offer deep blacks and wide colour, but remember to use dark themes and hide the taskbar to reduce burn-in risk.</li>
</ul>
<h3>Practical checks before you buy</h3>
<ul>
<li>Storage: footage fills drives fast. Prefer 1 TB, or a second M.2 slot you can fill later, plus a fast external SSD for projects.</li>
<li>Cooling: long exports run the CPU and GPU hot for many minutes. Reviews that measure sustained performance matter more than peak benchmark scores.</li>
<li>Ports: an SD card reader and a USB-C port with Thunderbolt or USB4 save time with cameras and fast drives.</li>
<li>Mac alternative: a MacBook Air or Pro has no dedicated GPU but edits video very efficiently in Final Cut Pro and DaVinci Resolve, so compare both if you work mainly on video.</li>
</ul>`,
  },
  {
    slug: 'trading',
    title: 'Best Laptops for Stock Trading',
    description:
      'Responsive laptops with 16 GB RAM that keep several chart windows, broker terminals and live market feeds running smoothly, and drive an extra monitor or two.',
    icon: 'TrendingUp',
    targetAudience: [
      'Intraday traders',
      'Options and F&O traders',
      'Long-term investors',
      'Finance students',
      'Research analysts',
    ],
    requirements: [
      '16 GB RAM for multiple live charts',
      'Support for one or two external monitors',
      'Fast, stable Wi-Fi 6 or Ethernet',
      'Bright Full HD IPS screen',
    ],
    budgetRange: '₹45,000 – ₹1,20,000',
    path: '/laptops/trading',
    color: 'teal',
    criteria: { minPrice: 45000, maxPrice: 120000, minRamGb: 16, requiresSsd: true },
    guidanceHtml: `<h3>Trading is a memory and screen workload</h3>
<p>Charting platforms such as TradingView, broker web terminals and option-chain tools are mostly browser-based and update many times a second. Each live chart with indicators uses memory, and a laptop with 8 GB starts to lag just when the market moves fast. Every laptop on this list therefore has 16 GB of RAM and an SSD; a current Core i5, Ryzen 5 or better processor is more than enough.</p>
<h3>Plan your screens</h3>
<ul>
<li>Most active traders add one or two external monitors. Check that the laptop has HDMI plus a USB-C port with DisplayPort output, so two monitors can run without a docking station.</li>
<li>A 15.6- or 16-inch laptop screen gives room for an order window when you are away from your desk.</li>
<li>An IPS panel with 300 nits or more keeps red and green candles easy to tell apart through the day.</li>
</ul>
<h3>Reliability beats raw speed</h3>
<ul>
<li>A dropped connection costs more than a slow chart. Prefer Wi-Fi 6 or a laptop with an Ethernet port, and keep a mobile hotspot as a backup.</li>
<li>Put the router and laptop charger on a UPS so a power cut does not close your positions for you.</li>
<li>Enable two-factor authentication on broker accounts and keep Windows and your browser updated.</li>
<li>A gaming GPU does not make charts faster; spend that money on RAM, a better screen or a second monitor instead.</li>
</ul>`,
  },
  {
    slug: 'teachers',
    title: 'Best Laptops for Teachers',
    description:
      'Dependable laptops for online and classroom teaching, lesson planning, presentations and grading, with good webcams and HDMI for projectors and smart boards.',
    icon: 'Presentation',
    targetAudience: [
      'School teachers',
      'College lecturers',
      'Online tutors',
      'Coaching centre faculty',
      'Principals and administrators',
    ],
    requirements: [
      'HDMI port for projectors and smart boards',
      'Clear webcam and noise-cancelling microphones',
      'Battery that lasts a teaching day',
      'Touchscreen or 2-in-1 for annotation (optional)',
    ],
    budgetRange: '₹30,000 – ₹75,000',
    path: '/laptops/teachers',
    color: 'orange',
    criteria: { minPrice: 30000, maxPrice: 75000, minRamGb: 8, requiresSsd: true },
    guidanceHtml: `<h3>A laptop that works in every classroom</h3>
<p>Teachers move between staff rooms, classrooms and home, and often present on whatever projector or smart board the school has. A full-size HDMI port is therefore the most important feature on this list; USB-C adapters get lost. Any laptop here, each with an SSD and at least 8 GB of RAM, handles PowerPoint, Google Classroom, Zoom and grading spreadsheets without trouble.</p>
<h3>Features that make teaching easier</h3>
<ul>
<li>Webcam and microphones: for online classes, a 1080p camera and dual microphones with noise suppression are worth more than a faster processor.</li>
<li>Touchscreen or 2-in-1: writing on slides with a stylus, or annotating worksheets, is much easier on a convertible. It is optional, but teachers who try it rarely go back.</li>
<li>Battery: classroom sockets are not always nearby; aim for 7 hours or more of real use.</li>
<li>Speakers: loud, clear speakers help when you play a video without external speakers.</li>
</ul>
<h3>Budget and buying tips</h3>
<ul>
<li>Spend on 16 GB RAM if you record lessons or edit videos for YouTube or a learning platform.</li>
<li>Check whether your school or state scheme offers bulk pricing, and whether the brand has a service centre in your town.</li>
<li>Keep a spare HDMI cable and a USB-C to HDMI adapter in your bag; they solve most projector problems.</li>
<li>Back up lesson plans to Google Drive or OneDrive so a failed laptop does not cost you a term's work.</li>
</ul>`,
  },
  {
    slug: 'accounting',
    title: 'Best Laptops for Accounting and Finance',
    description:
      'Laptops with numeric keypads, 16 GB RAM and fast SSDs for Tally, Excel, GST filing and large ledgers, backed by dependable after-sales service.',
    icon: 'Calculator',
    targetAudience: [
      'Chartered accountants',
      'CA, CMA and CS students',
      'Accountants and bookkeepers',
      'Tax consultants',
      'Small business owners',
      'Finance executives',
    ],
    requirements: [
      'Full-size keyboard with numeric keypad',
      '16 GB RAM for large Excel files',
      'SSD storage for quick Tally and Excel loads',
      'Reliable after-sales service',
    ],
    budgetRange: '₹35,000 – ₹80,000',
    path: '/laptops/accounting',
    color: 'indigo',
    criteria: { minPrice: 35000, maxPrice: 80000, minRamGb: 16, requiresSsd: true },
    guidanceHtml: `<h3>Built for numbers, not games</h3>
<p>Accounting work is Tally Prime, Excel, the GST and income-tax portals, PDF statements and a browser full of banking tabs. None of it needs a gaming processor, but large workbooks with pivot tables, lookups and Power Query do need memory, and company data files load far faster from an SSD. Every laptop on this list has 16 GB of RAM and an SSD, which keeps month-end and filing season smooth.</p>
<h3>What to look for</h3>
<ul>
<li>Numeric keypad: most 15.6-inch laptops have one. If you prefer a 14-inch laptop, budget for a small USB or Bluetooth keypad.</li>
<li>Screen: a Full HD, 15.6-inch or larger display shows more rows and columns; a matte finish reduces glare in office lighting.</li>
<li>Security: a fingerprint reader or IR camera, and Windows 11 Pro with BitLocker, protect client data if the laptop is lost.</li>
<li>Service: a breakdown in filing season is expensive. Prefer brands with a service centre nearby, and consider an on-site or extended warranty.</li>
</ul>
<h3>Practical tips for CAs and firms</h3>
<ul>
<li>Buy with a GST invoice in your firm's name so you can claim input tax credit.</li>
<li>Check that your e-filing utilities, digital signature (DSC) token drivers and Tally version support Windows 11 before upgrading.</li>
<li>Keep automatic, encrypted backups of Tally data to an external drive or a cloud folder every day.</li>
<li>Windows laptops are the safer choice; Tally and most DSC tools do not run natively on macOS.</li>
</ul>`,
  },
];
