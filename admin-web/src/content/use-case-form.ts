import {
  linesOf,
  numberOf,
  optionalNumberOf,
  textOfLines,
  textOfNumber,
  type EntryFormKind,
} from './entry-form';

/** A use-case list as typed: thresholds as text (blank: no such threshold), words one a line. */
export interface UseCaseForm {
  slug: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  targetAudience: string;
  requirements: string;
  budgetRange: string;
  criteria: {
    minPrice: string;
    maxPrice: string;
    minRamGb: string;
    maxWeightKg: string;
    minBatteryHours: string;
    requiresSsd: boolean;
    requiresDedicatedGraphics: boolean;
  };
  /** The editor's laptops in order, each with its paragraph. */
  picks: { laptopSlug: string; note: string }[];
  markdown: string;
}

export const USE_CASE_FORM: EntryFormKind<'use-cases', UseCaseForm> = {
  kind: 'use-cases',
  empty: {
    slug: '',
    title: '',
    description: '',
    icon: '',
    color: '',
    targetAudience: '',
    requirements: '',
    budgetRange: '',
    criteria: {
      minPrice: '0',
      maxPrice: '',
      minRamGb: '',
      maxWeightKg: '',
      minBatteryHours: '',
      requiresSsd: false,
      requiresDedicatedGraphics: false,
    },
    picks: [],
    markdown: '',
  },
  formOf: ({ criteria, ...saved }) => ({
    slug: saved.slug,
    title: saved.title,
    description: saved.description,
    icon: saved.icon,
    color: saved.color,
    targetAudience: textOfLines(saved.targetAudience),
    requirements: textOfLines(saved.requirements),
    budgetRange: saved.budgetRange,
    criteria: {
      minPrice: textOfNumber(criteria.minPrice),
      maxPrice: textOfNumber(criteria.maxPrice),
      minRamGb: textOfNumber(criteria.minRamGb),
      maxWeightKg: textOfNumber(criteria.maxWeightKg),
      minBatteryHours: textOfNumber(criteria.minBatteryHours),
      requiresSsd: criteria.requiresSsd === true,
      requiresDedicatedGraphics: criteria.requiresDedicatedGraphics === true,
    },
    picks: saved.picks.map((pick) => ({ ...pick })),
    markdown: saved.markdown ?? '',
  }),
  fieldsOf: ({ criteria, ...form }) => ({
    slug: form.slug.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    icon: form.icon.trim(),
    color: form.color.trim(),
    targetAudience: linesOf(form.targetAudience),
    requirements: linesOf(form.requirements),
    budgetRange: form.budgetRange.trim(),
    // A threshold left blank or unticked is no threshold: undefined, which JSON leaves out.
    criteria: {
      minPrice: numberOf(criteria.minPrice),
      maxPrice: numberOf(criteria.maxPrice),
      minRamGb: optionalNumberOf(criteria.minRamGb),
      maxWeightKg: optionalNumberOf(criteria.maxWeightKg),
      minBatteryHours: optionalNumberOf(criteria.minBatteryHours),
      requiresSsd: criteria.requiresSsd || undefined,
      requiresDedicatedGraphics: criteria.requiresDedicatedGraphics || undefined,
    },
    picks: form.picks.map((pick) => ({ laptopSlug: pick.laptopSlug, note: pick.note.trim() })),
    markdown: form.markdown,
  }),
  slugSource: (form) => form.title,
  nameOf: (saved) => saved.title,
};

/** The picks for a new order of laptops: each keeps its paragraph, a new one starts empty. */
export function picksInOrder(
  picks: readonly UseCaseForm['picks'][number][],
  slugs: readonly string[],
): UseCaseForm['picks'] {
  return slugs.map(
    (laptopSlug) =>
      picks.find((pick) => pick.laptopSlug === laptopSlug) ?? { laptopSlug, note: '' },
  );
}
