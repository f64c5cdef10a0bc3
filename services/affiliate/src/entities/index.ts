import { AffiliateClick } from './affiliate-click.entity';

export { AffiliateClick };

export const affiliateEntities = [AffiliateClick];
