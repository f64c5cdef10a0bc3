import type { Laptop } from '@bli/contracts';
import { quickFacts } from '@bli/domain';
import { Cpu, HardDrive, MemoryStick, Monitor, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  processor: Cpu,
  ram: MemoryStick,
  storage: HardDrive,
  display: Monitor,
};

/** The quick-spec grid: processor, RAM, storage, display. */
export function QuickSpecs({ laptop }: { laptop: Laptop }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {quickFacts(laptop).map((fact) => {
        const Icon = ICONS[fact.key];
        return (
          // dt and dd are the only children of each group (a <dl> rule); the icon sits in the dt.
          <div
            key={fact.key}
            className="relative rounded-lg border border-slate-200 bg-white p-3 pl-11"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
              <Icon
                className="absolute top-3.5 left-3 h-5 w-5 text-orange-600"
                aria-hidden="true"
              />
              {fact.label}
            </dt>
            <dd className="text-sm text-slate-900">{fact.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
