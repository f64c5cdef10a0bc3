import { offerState, type OfferSource } from '@bli/domain';

/**
 * What the preview's buy button says, by the shop's availability rule (offerState in
 * @bli/domain): none when retired, "See on Amazon" when it cannot be bought now, else the
 * place's own words (the card's "Check Price On Amazon").
 */
export function buyButtonText(laptop: OfferSource, usual = 'Check Price On Amazon'): string | null {
  const offer = offerState(laptop);
  return offer.retired ? null : (offer.buyLabel ?? usual);
}
