import { PARSED_FIELDS } from '@bli/contracts';
import {
  awaitsLook,
  PARSED_FIELD_LABELS,
  parsedFieldLabel,
  parsedFieldsSummary,
} from './parsed-fields';

describe('parsed-field labels', () => {
  it('names every field the parser fills in, each differently', () => {
    const labels = PARSED_FIELDS.map((field) => PARSED_FIELD_LABELS[field]);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(PARSED_FIELDS.length);
  });

  it('keeps a name it does not know as it is', () => {
    expect(parsedFieldLabel('processorModel')).toBe('Processor model');
    expect(parsedFieldLabel('batteryWh')).toBe('batteryWh');
  });

  it('summarises the fields awaiting a look', () => {
    expect(parsedFieldsSummary([])).toBe('');
    expect(parsedFieldsSummary(['ramSize'])).toBe('RAM (GB)');
    expect(parsedFieldsSummary(['ramSize', 'storageType'])).toBe('RAM (GB) and Storage type');
    expect(parsedFieldsSummary(['model', 'ramSize', 'ramType', 'storageSize', 'storageType'])).toBe(
      'Model, RAM (GB), RAM type and 2 more',
    );
    expect(awaitsLook(['model'], 'model')).toBe(true);
    expect(awaitsLook(['model'], 'ramSize')).toBe(false);
  });
});
