import type { ProcessorSpec } from '@bli/contracts';

const ghz = (value: number) =>
  `${value.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} GHz`;

const ROWS: readonly { label: string; value: (chip: ProcessorSpec) => string }[] = [
  { label: 'Brand', value: (chip) => chip.brand },
  { label: 'Cores / threads', value: (chip) => `${chip.cores} / ${chip.threads}` },
  { label: 'Base frequency', value: (chip) => ghz(chip.baseFreq) },
  { label: 'Boost frequency', value: (chip) => `Up to ${ghz(chip.boostFreq)}` },
  { label: 'TDP', value: (chip) => `${chip.tdp} W` },
  { label: 'Architecture', value: (chip) => chip.architecture },
];

/** docs/product-rules.md §2: brand, cores/threads, base/boost frequency, TDP and architecture, side by side. */
export function SpecTable({ chips }: { chips: readonly [ProcessorSpec, ProcessorSpec] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Specifications of the {chips[0].name} and the {chips[1].name}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              Specification
            </th>
            {chips.map((chip) => (
              <th key={chip.name} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {chip.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-2.5 font-medium text-slate-600 sm:px-4">
                {row.label}
              </th>
              {chips.map((chip) => (
                <td key={chip.name} className="px-3 py-2.5 text-slate-900 sm:px-4">
                  {row.value(chip)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
