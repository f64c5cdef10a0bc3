/** The page that explains every price verdict and its thresholds (docs/deal-verdicts.md). */
export const PRICE_VERDICTS_PATH = '/price-verdicts';
