import type { ProcessorComparison } from '@bli/contracts';
import { Card, cn } from '@bli/ui';
import { Leaf } from 'lucide-react';
import { chipColors } from './chip-colors';
import { shortChipName } from './processor-match';

const ROWS = [
  { key: 'powerConsumption', label: 'Power consumption' },
  { key: 'batteryLife', label: 'Battery life' },
  { key: 'thermals', label: 'Thermals' },
] as const;

export function EfficiencyCard({ comparison }: { comparison: ProcessorComparison }) {
  const chips = [comparison.processor1, comparison.processor2] as const;
  return (
    <Card className="p-5">
      <h4 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Leaf className="h-5 w-5 text-green-600" aria-hidden="true" />
        Efficiency
      </h4>
      <dl className="mt-4 space-y-4 text-sm">
        {ROWS.map((row) => (
          <div key={row.key}>
            <dt className="font-medium text-slate-800">{row.label}</dt>
            {chips.map((chip, index) => (
              <dd key={chip.name} className="mt-1 text-slate-600">
                <span className={cn('font-semibold', chipColors(chip.brand).text)}>
                  {shortChipName(chip)}:
                </span>{' '}
                {comparison.comparison.efficiency[row.key][index]}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </Card>
  );
}
