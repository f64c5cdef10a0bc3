// The baseline of `npm run bench`: the smallest NestJS-on-Fastify app, one JSON route, no
// logging — what the framework alone costs on this machine.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

@Controller()
class HelloController {
  @Get()
  hello(): { hello: string } {
    return { hello: 'world' };
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
