import { MIN_REVIEW_LENGTH, type AdminLaptop, type LaptopStatus } from '@bli/contracts';
import { reviewLength } from './laptop-form';

/** Which of the two state actions a laptop offers: publish a draft or retired one, retire an active one. */
export function stateActions(status: LaptopStatus): { publish: boolean; retire: boolean } {
  return { publish: status === 'draft' || status === 'retired', retire: status === 'active' };
}

export interface ChecklistItem {
  label: string;
  ok: boolean;
}

/**
 * What publishing asks of a laptop (the publish route's rule): a current picture, a price, the
 * processor model, RAM size, storage size and a review of at least MIN_REVIEW_LENGTH
 * characters. A guide for the editor; the server's answer decides.
 */
export function publishChecklist(laptop: AdminLaptop): ChecklistItem[] {
  return [
    // The API lists no pictures once they are older than 24 hours.
    { label: 'At least one picture', ok: laptop.images.length > 0 },
    { label: 'A price', ok: laptop.currentPrice > 0 },
    { label: 'Processor model', ok: Boolean(laptop.processorModel?.trim()) },
    { label: 'RAM size', ok: laptop.ramSize !== null },
    { label: 'Storage size', ok: laptop.storageSize !== null },
    {
      label: `A review of at least ${MIN_REVIEW_LENGTH} characters`,
      ok: reviewLength(laptop.review ?? '').enough,
    },
  ];
}
