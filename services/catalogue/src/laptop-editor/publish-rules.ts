import { MIN_REVIEW_LENGTH } from '@bli/contracts';
import { areImagesCurrent } from '@bli/domain';
import type { Laptop } from '../entities';

/** What publishing looks at. */
export type PublishCandidate = Pick<
  Laptop,
  | 'images'
  | 'imagesRefreshedAt'
  | 'currentPrice'
  | 'processorModel'
  | 'ramSize'
  | 'storageSize'
  | 'review'
>;

export interface MissingField {
  field: string;
  message: string;
}

/**
 * Everything a shopper's page needs that the laptop lacks: a picture it may show (refreshed
 * within 24 hours), a price, the processor, RAM and storage, and our own review. Empty: it
 * may be published.
 */
export function missingForPublish(laptop: PublishCandidate, now: Date): MissingField[] {
  const missing: MissingField[] = [];
  const need = (field: string, what: string) =>
    missing.push({ field, message: `${field}: ${what}` });
  if (laptop.images.length === 0) need('images', 'at least one picture is needed');
  else if (!areImagesCurrent(laptop.imagesRefreshedAt, now)) {
    need('images', 'the pictures are older than 24 hours (the next sync refreshes them)');
  }
  if (!(laptop.currentPrice > 0)) need('currentPrice', 'a price is needed');
  if (!laptop.processorModel?.trim()) need('processorModel', 'the processor is needed');
  if (laptop.ramSize === null) need('ramSize', 'the RAM size is needed');
  if (laptop.storageSize === null) need('storageSize', 'the storage size is needed');
  const reviewLength = laptop.review?.trim().length ?? 0;
  if (reviewLength < MIN_REVIEW_LENGTH) {
    need('review', `at least ${MIN_REVIEW_LENGTH} characters are needed (it has ${reviewLength})`);
  }
  return missing;
}
