import { comparisonFieldsSchema, type ProcessorSpec } from '@bli/contracts';
import { numberOf, textOfNumber, type EntryFormKind, type SavedFields } from './entry-form';

type Pair = [string, string];

/** One processor's figures as typed. */
export interface ProcessorForm {
  name: string;
  brand: ProcessorSpec['brand'];
  generation: string;
  cores: string;
  threads: string;
  baseFreq: string;
  boostFreq: string;
  tdp: string;
  architecture: string;
}

/** A CPU comparison as typed: the two processors, each score and figure as a pair of texts. */
export interface ComparisonForm {
  slug: string;
  processor1: ProcessorForm;
  processor2: ProcessorForm;
  comparison: {
    performance: { singleCore: Pair; multiCore: Pair; gaming: Pair; productivity: Pair };
    efficiency: { powerConsumption: Pair; batteryLife: Pair; thermals: Pair };
    /** The verdict per use. */
    useCase: { title: string; recommendation: string; reason: string }[];
  };
  budgetRange: { min: string; max: string };
  availability: string;
}

export const PERFORMANCE_SCORES = ['singleCore', 'multiCore', 'gaming', 'productivity'] as const;
export const EFFICIENCY_FIGURES = ['powerConsumption', 'batteryLife', 'thermals'] as const;
export const PROCESSOR_NUMBERS = ['cores', 'threads', 'baseFreq', 'boostFreq', 'tdp'] as const;

/** The range of a score, as the contract bounds it. */
const score =
  comparisonFieldsSchema.shape.comparison.shape.performance.shape.singleCore.def.items[0];
export const SCORE_RANGE = { min: score.minValue, max: score.maxValue };

const emptyProcessor: ProcessorForm = {
  name: '',
  brand: 'AMD',
  generation: '',
  cores: '',
  threads: '',
  baseFreq: '',
  boostFreq: '',
  tdp: '',
  architecture: '',
};

const processorForm = (spec: ProcessorSpec): ProcessorForm => ({
  ...spec,
  cores: textOfNumber(spec.cores),
  threads: textOfNumber(spec.threads),
  baseFreq: textOfNumber(spec.baseFreq),
  boostFreq: textOfNumber(spec.boostFreq),
  tdp: textOfNumber(spec.tdp),
});

const processorSpec = (form: ProcessorForm): ProcessorSpec => ({
  name: form.name.trim(),
  brand: form.brand,
  generation: form.generation.trim(),
  cores: numberOf(form.cores),
  threads: numberOf(form.threads),
  baseFreq: numberOf(form.baseFreq),
  boostFreq: numberOf(form.boostFreq),
  tdp: numberOf(form.tdp),
  architecture: form.architecture.trim(),
});

const pairOf = <T>(pair: readonly [T, T], as: (value: T) => string): Pair => [
  as(pair[0]),
  as(pair[1]),
];
const mapValues = <K extends string, A, B>(object: Record<K, A>, as: (value: A) => B) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, as(value as A)])) as Record<
    K,
    B
  >;

type Saved = SavedFields<'comparisons'>;

export const COMPARISON_FORM: EntryFormKind<'comparisons', ComparisonForm> = {
  kind: 'comparisons',
  empty: {
    slug: '',
    processor1: emptyProcessor,
    processor2: { ...emptyProcessor, brand: 'Intel' },
    comparison: {
      performance: {
        singleCore: ['', ''],
        multiCore: ['', ''],
        gaming: ['', ''],
        productivity: ['', ''],
      },
      efficiency: { powerConsumption: ['', ''], batteryLife: ['', ''], thermals: ['', ''] },
      useCase: [{ title: '', recommendation: '', reason: '' }],
    },
    budgetRange: { min: '', max: '' },
    availability: '',
  },
  formOf: (saved: Saved) => ({
    slug: saved.slug,
    processor1: processorForm(saved.processor1),
    processor2: processorForm(saved.processor2),
    comparison: {
      performance: mapValues(saved.comparison.performance, (pair) => pairOf(pair, String)),
      efficiency: mapValues(saved.comparison.efficiency, (pair) => pairOf(pair, String)),
      useCase: saved.comparison.useCase.map((verdict) => ({ ...verdict })),
    },
    budgetRange: {
      min: textOfNumber(saved.budgetRange.min),
      max: textOfNumber(saved.budgetRange.max),
    },
    availability: saved.availability,
  }),
  fieldsOf: (form) => ({
    slug: form.slug.trim(),
    processor1: processorSpec(form.processor1),
    processor2: processorSpec(form.processor2),
    comparison: {
      performance: mapValues(form.comparison.performance, ([a, b]) => [numberOf(a), numberOf(b)]),
      efficiency: mapValues(form.comparison.efficiency, ([a, b]) => [a.trim(), b.trim()]),
      useCase: form.comparison.useCase.map((verdict) => ({
        title: verdict.title.trim(),
        recommendation: verdict.recommendation.trim(),
        reason: verdict.reason.trim(),
      })),
    },
    budgetRange: { min: numberOf(form.budgetRange.min), max: numberOf(form.budgetRange.max) },
    availability: form.availability.trim(),
  }),
  slugSource: (form) => `${form.processor1.name} vs ${form.processor2.name}`,
  nameOf: (saved) => `${saved.processor1.name} vs ${saved.processor2.name}`,
};
