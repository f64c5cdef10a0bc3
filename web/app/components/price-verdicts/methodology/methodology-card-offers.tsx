import { MethodologySection } from './methodology-section';

/** "What will I pay with my card": the effective price of bank and exchange offers. */
export function MethodologyCardOffers() {
  return (
    <MethodologySection id="effective-price" title="What will I pay with my card?">
      <p>
        Bank-card and exchange offers state what they take off: a percentage up to a cap (&ldquo;10%
        up to ₹1,500&rdquo;), a percentage alone, or a flat amount (&ldquo;₹5,000 off&rdquo;). Under
        the Amazon price we show what each offer live now makes it: the price minus the percentage
        of it (rounded to the rupee), at most the cap, or minus the flat amount. For example,
        &ldquo;₹53,490 with an HDFC Bank card (up to ₹1,500 off)&rdquo;.
      </p>
      <p>
        An exchange&rsquo;s value depends on the laptop you trade in, so its cap is the most it may
        take off: &ldquo;₹87,990 with an exchange (up to ₹12,000 off)&rdquo;. A no-cost EMI is not
        always free: we add the processing fee the bank states, tax included, to the price:
        &ldquo;No-cost EMI: ₹66,189 in all, with the ₹199 processing fee&rdquo;.
      </p>
      <p>
        These lines are a guide. The price that counts is the one on amazon.in when you buy, shown
        with the time we last checked it, and each offer&rsquo;s terms apply.
      </p>
    </MethodologySection>
  );
}
