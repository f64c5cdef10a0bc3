import { Card } from '@bli/ui';
import {
  Briefcase,
  Code2,
  Gamepad2,
  GraduationCap,
  Plane,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { TRAVEL_WEIGHT_LIMIT_KG, type HomeSummary } from './home-summary';
import { HomeSection } from './section';

interface UseCase {
  title: string;
  icon: LucideIcon;
  needs: readonly string[];
  /** A count from the catalogue that backs the advice, when there is one. */
  stat?: (summary: HomeSummary) => { count: number; label: string };
  links: readonly { to: string; label: string }[];
}

const USE_CASES: readonly UseCase[] = [
  {
    title: 'Students',
    icon: GraduationCap,
    needs: [
      '8 GB RAM minimum, 16 GB for engineering or design courses',
      'SSD storage and a full day of battery for classes',
      'Light enough to carry: around 1.5 kg is comfortable',
    ],
    links: [
      { to: '/laptops/students', label: 'Laptops for students' },
      { to: '/blog/best-laptops-for-students-india', label: 'Student buying guide' },
    ],
  },
  {
    title: 'Programming',
    icon: Code2,
    needs: [
      '16 GB RAM for IDEs, browsers, Docker and emulators together',
      '6 or more CPU cores make builds noticeably faster',
      'A comfortable keyboard and a 14–16 inch screen',
    ],
    stat: (s) => ({ count: s.ram16OrMore, label: 'laptops with 16 GB RAM or more' }),
    links: [
      { to: '/laptops/coding', label: 'Laptops for coding' },
      { to: '/laptops/16gb-ram', label: '16 GB RAM laptops' },
    ],
  },
  {
    title: 'Gaming',
    icon: Gamepad2,
    needs: [
      'A dedicated GPU; its power limit (TGP) matters as much as the model name',
      'A 144 Hz or faster display',
      'Good cooling and a 16 GB RAM upgrade path',
    ],
    stat: (s) => ({ count: s.gaming, label: 'gaming laptops' }),
    links: [
      { to: '/gaming-laptops', label: 'Gaming laptops' },
      { to: '/laptops/dedicated-graphics', label: 'Dedicated graphics' },
    ],
  },
  {
    title: 'Content creation',
    icon: Video,
    needs: [
      'A colour-accurate display (100% sRGB or DCI-P3), OLED if you can',
      '16–32 GB RAM for video timelines and large photo libraries',
      'A dedicated GPU speeds up video export',
    ],
    stat: (s) => ({ count: s.oledDisplays, label: 'laptops with OLED displays' }),
    links: [
      { to: '/laptops/content-creation', label: 'Laptops for creators' },
      { to: '/blog/best-laptops-for-content-creation-india', label: 'Creator buying guide' },
    ],
  },
  {
    title: 'Business & work from home',
    icon: Briefcase,
    needs: [
      'A 1080p webcam and good microphones for calls',
      'Enough ports (HDMI, USB-A, USB-C) to skip the dongles',
      'On-site warranty options for less downtime',
    ],
    links: [
      { to: '/laptops/work-from-home', label: 'Work-from-home laptops' },
      { to: '/blog/best-business-laptops-india', label: 'Business laptop guide' },
    ],
  },
  {
    title: 'Travel',
    icon: Plane,
    needs: [
      `${TRAVEL_WEIGHT_LIMIT_KG} kg or lighter`,
      'Long battery life and USB-C charging, so one charger does for laptop and phone',
      'A sturdy hinge and a bright screen for use near windows',
    ],
    stat: (s) => ({
      count: s.travelWeight,
      label: `laptops at ${TRAVEL_WEIGHT_LIMIT_KG} kg or less`,
    }),
    links: [{ to: '/laptops/travel', label: 'Laptops for travel' }],
  },
];

export function UseCasesSection({ summary }: { summary: HomeSummary }) {
  return (
    <HomeSection
      id="use-cases"
      title="Find a Laptop for How You Work"
      intro="What matters most for each kind of use, and where to find matching laptops."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((useCase) => {
          const stat = useCase.stat?.(summary);
          const Icon = useCase.icon;
          return (
            <li key={useCase.title}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Icon className="h-5 w-5 text-orange-500" aria-hidden="true" />
                  {useCase.title}
                </h3>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
                  {useCase.needs.map((need) => (
                    <li key={need}>{need}</li>
                  ))}
                </ul>
                {stat && stat.count > 0 && (
                  <p className="text-sm font-medium text-slate-800">
                    {`${stat.count} ${stat.label} in our catalogue`}
                  </p>
                )}
                <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {useCase.links.map((link) => (
                    <Link
                      key={link.to}
                      to={link.to}
                      prefetch="intent"
                      className="font-medium text-orange-700 hover:underline"
                    >
                      {link.label} →
                    </Link>
                  ))}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
