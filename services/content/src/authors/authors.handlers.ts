import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { AuthorsService } from './authors.service';

@Controller()
export class AuthorsHandlers {
  constructor(private readonly authors: AuthorsService) {}

  @Handles(P.authorGet)
  get(@Payload() { slug }: PayloadOf<typeof P.authorGet>) {
    return this.authors.bySlug(slug);
  }
}
