import { z } from 'zod';
import { availabilitySchema } from '../catalogue/laptop.schema';
import { isoDateTimeSchema, rupeesSchema } from '../common/primitives.schema';

/** The JetStream stream that carries the catalogue's price and availability changes. */
export const PRICE_EVENTS_STREAM = 'CATALOGUE_PRICES';
export const PRICE_CHANGED_SUBJECT = 'catalogue.laptops.price-changed';

/** Where a change came from: the scheduled sync, an operator's edit, an import. */
export const PRICE_CHANGE_SOURCES = ['sync', 'operator', 'import'] as const;

/**
 * `catalogue.laptops.price-changed`: published (through the catalogue's outbox) once for every
 * committed change of a laptop's price or availability; `eventId` is also the JetStream message
 * id, so a republished event is dropped by the stream and a redelivered one is recognised.
 */
export const priceChangedEventSchema = z.object({
  eventId: z.uuid(),
  asin: z.string().min(1),
  slug: z.string().min(1),
  /** The laptop's name as shoppers see it (brand and model). */
  name: z.string().min(1),
  oldPrice: rupeesSchema.nullable(),
  newPrice: rupeesSchema,
  listPrice: rupeesSchema.nullable(),
  oldAvailability: availabilitySchema.nullable(),
  availability: availabilitySchema.nullable(),
  /** The lowest price the catalogue has recorded for the laptop, this change included. */
  lowestPrice: rupeesSchema,
  /** When the new price was observed: the "as of" time a message quotes with it. */
  priceAsOf: isoDateTimeSchema,
  /** When the catalogue applied the change. */
  changedAt: isoDateTimeSchema,
  source: z.enum(PRICE_CHANGE_SOURCES),
});
export type PriceChangedEvent = z.infer<typeof priceChangedEventSchema>;
