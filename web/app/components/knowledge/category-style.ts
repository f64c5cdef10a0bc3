import {
  BookOpen,
  Building2,
  Cpu,
  HardDrive,
  Monitor,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { ownValue } from '@bli/domain';

/** The lucide icon names the content service stores with each knowledge category. */
const ICONS: Record<string, LucideIcon> = { Building2, Cpu, HardDrive, Monitor, Users, Wrench };

export function categoryIcon(name: string): LucideIcon {
  return ownValue(ICONS, name) ?? BookOpen;
}

/** Whole class names per colour family (Tailwind only generates classes written out in full). */
const TILES: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-green-100 text-green-700',
  purple: 'bg-purple-100 text-purple-700',
  orange: 'bg-orange-100 text-orange-700',
  red: 'bg-red-100 text-red-700',
  slate: 'bg-slate-200 text-slate-700',
};

export function categoryTile(color: string): string {
  return ownValue(TILES, color) ?? TILES['slate'];
}
