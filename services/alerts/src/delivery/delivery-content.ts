import type { AlertCondition, Availability } from '@bli/contracts';

/** A laptop as our messages name it and link to it (/laptop/{slug}). */
export interface NewsLaptop {
  slug: string;
  name: string;
}

/** What one fired alert tells, fixed from the price-changed event that fired it. */
export interface AlertNews {
  alertId: number;
  laptop: NewsLaptop;
  condition: AlertCondition;
  newPrice: number;
  oldPrice: number | null;
  /** When the new price was observed (ISO): the "as of" time quoted with it. */
  priceAsOf: string;
  /** The lowest price the catalogue recorded, this one included. */
  lowestPrice: number;
  availability: Availability | null;
}

/** What a delivery row's `content` holds, by kind (entities/delivery.entity.ts). */
export type DeliveryContent =
  /** The alert whose request made the mail, so it can say what is being confirmed. */
  | { type: 'confirmation'; laptop: NewsLaptop; condition: AlertCondition }
  | { type: 'alert-set'; alertId: number; laptop: NewsLaptop; condition: AlertCondition }
  | { type: 'alert'; news: AlertNews }
  | { type: 'digest'; items: AlertNews[] };
