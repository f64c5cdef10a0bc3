import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentPatterns as P, type PayloadOf, type UseCase as UseCaseView } from '@bli/contracts';
import { Handles, NotFoundError } from '@bli/server-kit';
import { UseCase } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

function toUseCaseView({
  position: _position,
  updatedAt: _updatedAt,
  guidance,
  ...useCase
}: UseCase): UseCaseView {
  return { ...useCase, guidance: sanitiseHtml(guidance) };
}

@Controller()
export class UseCasesHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handles(P.useCasesList)
  async list() {
    return (await this.em.find(UseCase, {}, { orderBy: { position: 'asc' } })).map(toUseCaseView);
  }

  @Handles(P.useCaseGet)
  async get(@Payload() { slug }: PayloadOf<typeof P.useCaseGet>) {
    const useCase = await this.em.findOne(UseCase, { slug });
    if (!useCase) throw new NotFoundError(`Use case "${slug}" not found`);
    return toUseCaseView(useCase);
  }
}
