// The baseline of `npm run bench`: the smallest NestJS-on-Fastify app, no logging — what the
// framework alone costs on this machine. `GET /` is the hello world; `GET /bytes/{n}` answers a
// JSON body of exactly n bytes, so an API read can also be set against the same framework moving
// the same amount of data (a 12-34 KB answer costs the kernel and the load generator far more
// than a 17-byte one, whatever the server does).
import 'reflect-metadata';
import { Controller, Get, Header, Module, Param, ParseIntPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

const bodies = new Map<number, string>();

/** `{"hello":"wor…ld"}` padded to `bytes` (at least the 17 of the plain hello world). */
function bodyOf(bytes: number): string {
  let body = bodies.get(bytes);
  if (body === undefined) {
    body = JSON.stringify({ hello: `wor${'l'.repeat(Math.max(0, bytes - 17))}d` });
    bodies.set(bytes, body);
  }
  return body;
}

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
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(HelloModule, new FastifyAdapter(), {
    logger: false,
  });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3199), '127.0.0.1');
}

void main();
