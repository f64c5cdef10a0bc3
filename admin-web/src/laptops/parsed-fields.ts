import type { ParsedField } from '@bli/contracts';

/** How the editor names each field the listing parser fills in. */
export const PARSED_FIELD_LABELS: Record<ParsedField, string> = {
  model: 'Model',
  processorBrand: 'Processor brand',
  processorModel: 'Processor model',
  ramSize: 'RAM (GB)',
  ramType: 'RAM type',
  storageSize: 'Storage (GB)',
  storageType: 'Storage type',
  displaySize: 'Display size',
  displayResolution: 'Display resolution',
  hasDedicatedGraphics: 'Dedicated graphics',
  graphicsBrand: 'Graphics brand',
  graphicsModel: 'Graphics model',
  isGamingLaptop: 'Gaming laptop',
  gamingTier: 'Gaming tier',
  gamingPerformanceRating: 'Gaming rating',
  specifications: 'Specifications sheet',
};

/** A field name the API sends, readable; unknown names as they are. */
export function parsedFieldLabel(field: string): string {
  return (PARSED_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** "Processor model, RAM (GB) and 1 more" for a short summary of the fields awaiting a look. */
export function parsedFieldsSummary(fields: readonly string[], shown = 3): string {
  if (fields.length === 0) return '';
  const labels = fields.map(parsedFieldLabel);
  if (labels.length <= shown) {
    return labels.length === 1
      ? labels[0]
      : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  }
  return `${labels.slice(0, shown).join(', ')} and ${labels.length - shown} more`;
}

/** Whether a field still awaits a look: named in the laptop's `parsedFields`. */
export function awaitsLook(parsedFields: readonly string[], field: string): boolean {
  return parsedFields.includes(field);
}
