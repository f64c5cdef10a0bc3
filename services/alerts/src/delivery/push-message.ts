import { alertSubject } from './alert-mail';
import type { AlertNews } from './delivery-content';
import { priceWithTime } from './mail-format';

/** What a push carries: a title, a line, and our laptop page (nothing of the retailer's). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export function pushMessage(news: AlertNews, laptopUrl: string, now: Date): PushMessage {
  const price = priceWithTime(news, now);
  return {
    title: alertSubject(news),
    body: price ? `Now ${price}` : "See today's price on our page",
    url: laptopUrl,
  };
}
