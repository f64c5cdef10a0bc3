import { Alert } from './alert.entity';
import { Delivery } from './delivery.entity';
import { LaptopPriceChange } from './laptop-price-change.entity';
import { ProcessedEvent } from './processed-event.entity';
import { Subscriber } from './subscriber.entity';

export { Alert, LaptopPriceChange, ProcessedEvent, Subscriber };
export * from './delivery.entity';

export const alertsEntities = [Subscriber, Alert, Delivery, ProcessedEvent, LaptopPriceChange];
