// The baseline of `npm run bench`: the smallest NestJS-on-Fastify app, no logging — what the
// framework alone costs on this machine. `GET /` is the hello world; `GET /bytes/{n}` answers a
// JSON body of exactly n bytes, so an API read can also be set against the same framework moving
// the same amount of data (a 12-34 KB answer costs the kernel and the load generator far more
// than a 17-byte one, whatever the server does). With `NATS_URL`, `GET /relay/{n}` asks the
// bytes responder (bytes-responder.server.ts) for those n bytes over one NATS request/reply and
// sends its answer as it came: the gateway's uncached path with nothing of ours in it.
import 'reflect-metadata';
import { Controller, Get, Header, Module, Param, ParseIntPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { bodyOf, RELAY_SUBJECT } from './bodies';

let nats: NatsConnection | undefined;

@Controller()
class HelloController {
  @Get()
  hello(): { hello: string } {
    return { hello: 'world' };
  }

  @Get('bytes/:bytes')
  @Header('content-type', 'application/json; charset=utf-8')
  bytes(@Param('bytes', ParseIntPipe) bytes: number): string {
    return bodyOf(Math.min(bytes, 1_000_000));
  }

  @Get('relay/:bytes')
  @Header('content-type', 'application/json; charset=utf-8')
  async relay(@Param('bytes', ParseIntPipe) bytes: number): Promise<Buffer> {
    if (!nats) throw new Error('relay needs NATS_URL');
    const reply = await nats.request(RELAY_SUBJECT, String(bytes), { timeout: 2_000 });
    return Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  if (process.env.NATS_URL)
    nats = await connect({ servers: process.env.NATS_URL, noAsyncTraces: true });
  const app = await NestFactory.create<NestFastifyApplication>(HelloModule, new FastifyAdapter(), {
    logger: false,
  });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3199), '127.0.0.1');
}

void main();
