import { Card, CardBody } from '@bli/ui';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import {
  EFFICIENCY_FIGURES,
  PERFORMANCE_SCORES,
  PROCESSOR_NUMBERS,
  SCORE_RANGE,
  type ComparisonForm,
  type ProcessorForm,
} from './comparison-form';
import type { EntryFieldsProps } from './entry-form';
import { RowsField } from './rows-field';
import { EntrySlugField } from './entry-shared-fields';

const NUMBER_LABELS: Record<(typeof PROCESSOR_NUMBERS)[number], string> = {
  cores: 'Cores',
  threads: 'Threads',
  baseFreq: 'Base clock (GHz)',
  boostFreq: 'Boost clock (GHz)',
  tdp: 'TDP (W)',
};
const SCORE_LABELS: Record<(typeof PERFORMANCE_SCORES)[number], string> = {
  singleCore: 'Single-core',
  multiCore: 'Multi-core',
  gaming: 'Gaming',
  productivity: 'Productivity',
};
const FIGURE_LABELS: Record<(typeof EFFICIENCY_FIGURES)[number], string> = {
  powerConsumption: 'Power use',
  batteryLife: 'Battery life',
  thermals: 'Thermals',
};

type Which = 'processor1' | 'processor2';

function ProcessorFields({
  which,
  processor,
  problems,
  onChange,
}: {
  which: Which;
  processor: ProcessorForm;
  problems: Record<string, string>;
  onChange: (processor: ProcessorForm) => void;
}) {
  const set = (changes: Partial<ProcessorForm>) => onChange({ ...processor, ...changes });
  const problem = (key: keyof ProcessorForm) => problems[`${which}.${key}`];
  return (
    <fieldset className="grid content-start gap-3 sm:grid-cols-2" data-testid={which}>
      <legend className="text-sm font-semibold text-slate-800">
        {which === 'processor1' ? 'First processor' : 'Second processor'}
      </legend>
      <TextField
        label="Name"
        value={processor.name}
        error={problem('name')}
        onChange={(event) => set({ name: event.target.value })}
        required
      />
      <SelectField
        label="Brand"
        value={processor.brand}
        error={problem('brand')}
        onChange={(event) => set({ brand: event.target.value as ProcessorForm['brand'] })}
      >
        <option value="AMD">AMD</option>
        <option value="Intel">Intel</option>
      </SelectField>
      <TextField
        label="Generation"
        value={processor.generation}
        error={problem('generation')}
        onChange={(event) => set({ generation: event.target.value })}
      />
      <TextField
        label="Architecture"
        value={processor.architecture}
        error={problem('architecture')}
        onChange={(event) => set({ architecture: event.target.value })}
      />
      {PROCESSOR_NUMBERS.map((key) => (
        <TextField
          key={key}
          label={NUMBER_LABELS[key]}
          inputMode="decimal"
          value={processor[key]}
          error={problem(key)}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}

/** A pair of inputs, the first processor's then the second's, under one heading. */
function PairFields({
  label,
  path,
  pair,
  problems,
  numeric,
  onChange,
}: {
  label: string;
  path: string;
  pair: [string, string];
  problems: Record<string, string>;
  numeric?: boolean;
  onChange: (pair: [string, string]) => void;
}) {
  return (
    <>
      {([0, 1] as const).map((side) => (
        <TextField
          key={side}
          label={`${label} (${side === 0 ? 'first' : 'second'})`}
          inputMode={numeric ? 'numeric' : undefined}
          value={pair[side]}
          error={problems[`${path}.${side}`] ?? (side === 0 ? problems[path] : undefined)}
          onChange={(event) =>
            onChange(side === 0 ? [event.target.value, pair[1]] : [pair[0], event.target.value])
          }
        />
      ))}
    </>
  );
}

/** Two processors head to head: their figures, scores, efficiency and verdicts. */
export function ComparisonFields({
  form,
  onChange,
  problems,
  entry,
}: EntryFieldsProps<ComparisonForm>) {
  const set = <K extends keyof ComparisonForm>(key: K, value: ComparisonForm[K]) =>
    onChange({ ...form, [key]: value });
  const setComparison = (changes: Partial<ComparisonForm['comparison']>) =>
    set('comparison', { ...form.comparison, ...changes });
  const { performance, efficiency } = form.comparison;
  return (
    <>
      <Card>
        <CardBody className="grid gap-4">
          <EntrySlugField
            value={form.slug}
            error={problems.slug}
            entry={entry}
            address={`/cpu-comparison#${form.slug}`}
            onChange={(slug) => set('slug', slug)}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            {(['processor1', 'processor2'] as const).map((which) => (
              <ProcessorFields
                key={which}
                which={which}
                processor={form[which]}
                problems={problems}
                onChange={(processor) => set(which, processor)}
              />
            ))}
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2">
          <h2 className="text-sm font-semibold text-slate-800 sm:col-span-2">
            {`Scores (${SCORE_RANGE.min}–${SCORE_RANGE.max}) and efficiency`}
          </h2>
          {PERFORMANCE_SCORES.map((key) => (
            <PairFields
              key={key}
              label={SCORE_LABELS[key]}
              path={`comparison.performance.${key}`}
              pair={performance[key]}
              problems={problems}
              numeric
              onChange={(pair) => setComparison({ performance: { ...performance, [key]: pair } })}
            />
          ))}
          {EFFICIENCY_FIGURES.map((key) => (
            <PairFields
              key={key}
              label={FIGURE_LABELS[key]}
              path={`comparison.efficiency.${key}`}
              pair={efficiency[key]}
              problems={problems}
              onChange={(pair) => setComparison({ efficiency: { ...efficiency, [key]: pair } })}
            />
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-3">
          <RowsField
            legend="Verdicts"
            rows={form.comparison.useCase}
            newRow={{ title: '', recommendation: '', reason: '' }}
            addLabel="Add a verdict"
            error={problems['comparison.useCase']}
            onChange={(useCase) => setComparison({ useCase })}
            renderRow={(verdict, index, change) => (
              <>
                <TextField
                  label="For"
                  value={verdict.title}
                  error={problems[`comparison.useCase.${index}.title`]}
                  hint="e.g. Students"
                  onChange={(event) => change({ ...verdict, title: event.target.value })}
                />
                <TextField
                  label="Pick"
                  value={verdict.recommendation}
                  error={problems[`comparison.useCase.${index}.recommendation`]}
                  onChange={(event) => change({ ...verdict, recommendation: event.target.value })}
                />
                <TextAreaField
                  label="Why"
                  className="sm:col-span-2"
                  value={verdict.reason}
                  error={problems[`comparison.useCase.${index}.reason`]}
                  onChange={(event) => change({ ...verdict, reason: event.target.value })}
                />
              </>
            )}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Budget from (₹)"
              inputMode="numeric"
              value={form.budgetRange.min}
              error={problems['budgetRange.min']}
              onChange={(event) =>
                set('budgetRange', { ...form.budgetRange, min: event.target.value })
              }
            />
            <TextField
              label="Budget to (₹)"
              inputMode="numeric"
              value={form.budgetRange.max}
              error={problems['budgetRange.max']}
              onChange={(event) =>
                set('budgetRange', { ...form.budgetRange, max: event.target.value })
              }
            />
          </div>
          <TextAreaField
            label="Availability"
            value={form.availability}
            error={problems.availability}
            hint="Where and in which laptops shoppers find these processors"
            onChange={(event) => set('availability', event.target.value)}
          />
        </CardBody>
      </Card>
    </>
  );
}
