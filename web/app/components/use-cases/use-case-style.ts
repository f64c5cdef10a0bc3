import {
  BatteryFull,
  Calculator,
  Code,
  GraduationCap,
  House,
  Keyboard,
  Laptop,
  Plane,
  Presentation,
  TrendingUp,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { ownValue } from '@bli/domain';

/** The lucide icon names the content service stores with each use case. */
const ICONS: Record<string, LucideIcon> = {
  BatteryFull,
  Calculator,
  Code,
  GraduationCap,
  Home: House,
  House,
  Keyboard,
  Plane,
  Presentation,
  TrendingUp,
  Video,
};

export function useCaseIcon(name: string): LucideIcon {
  return ownValue(ICONS, name) ?? Laptop;
}

interface Accent {
  /** Icon tile background and foreground. */
  tile: string;
  /** Top border of the card. */
  border: string;
}

/** Whole class names (Tailwind only generates classes it finds written out in full). */
const ACCENTS: Record<string, Accent> = {
  blue: { tile: 'bg-blue-100 text-blue-700', border: 'border-t-blue-500' },
  green: { tile: 'bg-green-100 text-green-700', border: 'border-t-green-500' },
  sky: { tile: 'bg-sky-100 text-sky-700', border: 'border-t-sky-500' },
  emerald: { tile: 'bg-emerald-100 text-emerald-700', border: 'border-t-emerald-500' },
  amber: { tile: 'bg-amber-100 text-amber-800', border: 'border-t-amber-500' },
  violet: { tile: 'bg-violet-100 text-violet-700', border: 'border-t-violet-500' },
  pink: { tile: 'bg-pink-100 text-pink-700', border: 'border-t-pink-500' },
  teal: { tile: 'bg-teal-100 text-teal-700', border: 'border-t-teal-500' },
  orange: { tile: 'bg-orange-100 text-orange-700', border: 'border-t-orange-500' },
  indigo: { tile: 'bg-indigo-100 text-indigo-700', border: 'border-t-indigo-500' },
};

export function useCaseAccent(color: string): Accent {
  return (
    ownValue(ACCENTS, color) ?? {
      tile: 'bg-slate-100 text-slate-700',
      border: 'border-t-slate-500',
    }
  );
}
