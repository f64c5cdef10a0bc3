import type { UseCase as UseCaseView } from '@bli/contracts';
import type { UseCase } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

export function toUseCaseView({
  position: _position,
  updatedAt: _updatedAt,
  guidance,
  ...useCase
}: UseCase): UseCaseView {
  return { ...useCase, guidance: sanitiseHtml(guidance) };
}
