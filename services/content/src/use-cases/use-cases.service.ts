import { Injectable } from '@nestjs/common';
import type { UseCase } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { toUseCaseView } from './use-case.mapper';
import { UseCasesRepository } from './use-cases.repository';

@Injectable()
export class UseCasesService {
  constructor(private readonly useCases: UseCasesRepository) {}

  async list(): Promise<UseCase[]> {
    return (await this.useCases.findAll()).map(toUseCaseView);
  }

  async bySlug(slug: string): Promise<UseCase> {
    const useCase = await this.useCases.findBySlug(slug);
    if (!useCase) throw new NotFoundError(`Use case "${slug}" not found`);
    return toUseCaseView(useCase);
  }
}
