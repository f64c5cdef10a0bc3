import { Injectable } from '@nestjs/common';
import type { ClickStats } from '@bli/contracts';
import { clickWindow, fillDays } from './click-window';
import { ClicksRepository } from './clicks.repository';

@Injectable()
export class ClicksService {
  constructor(private readonly clicks: ClicksRepository) {}

  /** Click counts of the last `days` days in India: per day and per laptop. */
  async stats(days: number, now: Date = new Date()): Promise<ClickStats> {
    const window = clickWindow(days, now);
    const [perDay, perLaptop] = await Promise.all([
      this.clicks.perDay(window.since),
      this.clicks.perLaptop(window.since),
    ]);
    const filled = fillDays(window, perDay);
    return {
      from: window.from,
      to: window.to,
      total: filled.reduce((sum, day) => sum + day.clicks, 0),
      perDay: filled,
      perLaptop: perLaptop.map((row) => ({ ...row, lastClickAt: row.lastClickAt.toISOString() })),
    };
  }
}
