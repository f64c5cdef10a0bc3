import { Controller, Get, Header } from '@nestjs/common';
import { RpcMetrics } from './rpc-metrics';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: RpcMetrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  render(): string {
    return this.metrics.render();
  }
}
