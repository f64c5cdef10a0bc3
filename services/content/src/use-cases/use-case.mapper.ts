import type { UseCase as UseCaseView } from '@bli/contracts';
import type { UseCase } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

export function toUseCaseView(useCase: UseCase): UseCaseView {
  return {
    id: useCase.id,
    slug: useCase.slug,
    title: useCase.title,
    description: useCase.description,
    icon: useCase.icon,
    targetAudience: useCase.targetAudience,
    requirements: useCase.requirements,
    budgetRange: useCase.budgetRange,
    path: useCase.path,
    color: useCase.color,
    criteria: useCase.criteria,
    guidance: sanitiseHtml(useCase.guidance),
    picks: useCase.picks,
  };
}
