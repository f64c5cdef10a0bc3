import {
  BatteryCharging,
  BrainCircuit,
  Cpu,
  MemoryStick,
  MonitorSmartphone,
  Zap,
} from 'lucide-react';
import type { HomeSummary } from './home-summary';
import { HomeSection } from './section';

export function TechTrendsSection({ summary }: { summary: HomeSummary }) {
  const trends = [
    {
      icon: BrainCircuit,
      title: 'AI PCs and NPUs',
      text: 'Intel Core Ultra, AMD Ryzen AI and Snapdragon X chips include an NPU. Windows "Copilot+ PC" features need one rated at 40 TOPS or more. Today it mostly powers camera and microphone effects, so do not pay a large premium for it alone.',
    },
    {
      icon: Cpu,
      title: 'Arm-based Windows laptops',
      text: 'Snapdragon X laptops run for a very long time on a charge, and most apps now run well. Check your games (anti-cheat), VPN and any specialised drivers before you buy.',
    },
    {
      icon: MonitorSmartphone,
      title: 'OLED in the mid-range',
      text:
        (summary.oledDisplays > 0
          ? `${summary.oledDisplays} laptops in our catalogue have OLED screens. `
          : '') +
        'Deep blacks and rich colour help photo and video work; if screen flicker bothers you, check reviews for PWM dimming.',
    },
    {
      icon: MemoryStick,
      title: 'Soldered memory',
      text: 'Fast LPDDR5X memory is efficient but soldered to the board: it can never be upgraded, so buy the RAM you will need for the laptop\u2019s whole life.',
    },
    {
      icon: Zap,
      title: 'High refresh-rate screens',
      text: '120 Hz and faster displays are no longer only for gaming laptops; scrolling and typing feel smoother on them.',
    },
    {
      icon: BatteryCharging,
      title: 'USB-C charging',
      text: 'Most thin laptops now charge over USB-C with a 65 W adapter, so one charger can serve your laptop and phone. Gaming laptops still need their barrel charger for full performance.',
    },
  ];
  return (
    <HomeSection
      id="tech-trends"
      title="Laptop Technology Trends"
      intro="What is new in laptops sold in India, and whether it matters to you."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {trends.map((trend) => (
          <li key={trend.title} className="flex gap-3">
            <trend.icon className="mt-1 h-6 w-6 shrink-0 text-orange-500" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{trend.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{trend.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
