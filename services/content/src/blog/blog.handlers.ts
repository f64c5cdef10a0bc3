import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ContentPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { BlogService } from './blog.service';

@Controller()
export class BlogHandlers {
  constructor(private readonly blog: BlogService) {}

  @Handles(P.blogList)
  list(@Payload() filter: PayloadOf<typeof P.blogList>) {
    return this.blog.list(filter);
  }

  @Handles(P.blogGet)
  get(@Payload() { slug }: PayloadOf<typeof P.blogGet>) {
    return this.blog.bySlug(slug);
  }

  @Handles(P.postsPreview)
  preview(@Payload() { id }: PayloadOf<typeof P.postsPreview>) {
    return this.blog.preview(id);
  }
}
