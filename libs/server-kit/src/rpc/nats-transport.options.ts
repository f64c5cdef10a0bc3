import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { natsConnectionOptions } from './nats-connection.options';

/** A service's NATS listener: every replica joins the queue group named after the service. */
export function natsTransportOptions(service: string, url: string): MicroserviceOptions {
  return {
    transport: Transport.NATS,
    options: { ...natsConnectionOptions(url, service), queue: service },
  };
}
