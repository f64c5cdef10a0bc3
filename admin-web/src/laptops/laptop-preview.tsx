import type { AdminLaptop } from '@bli/contracts';
import {
  cardSpecLines,
  discountPercent,
  formatAsOf,
  formatDateEnIn,
  formatInr,
  hasRating,
  isPriceCurrent,
  offerState,
  quickFacts,
  reviewParagraphs,
  showsDiscountBadge,
  specificationFacts,
  verdictFor,
} from '@bli/domain';
import { Badge, Card, cn } from '@bli/ui';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { sizeFor, srcSetOf } from './laptop-images';
import { LaptopPicture } from './laptop-picture';
import { buyButtonText } from './preview-offer';

/** A button as the shop draws it, inert here: nothing in a preview leaves for Amazon. */
function FakeButton({
  children,
  variant,
}: {
  children: ReactNode;
  variant: 'primary' | 'outline';
}) {
  return (
    <span
      className={cn(
        'inline-flex h-10 w-full items-center justify-center gap-2 rounded-md px-4 text-sm font-medium',
        variant === 'primary'
          ? 'bg-orange-500 text-white'
          : 'border border-slate-300 bg-white text-slate-900',
      )}
    >
      {children}
    </span>
  );
}

function Price({ laptop, large }: { laptop: AdminLaptop; large?: boolean }) {
  if (!isPriceCurrent(laptop.lastUpdated)) {
    return <p className="text-sm font-medium text-slate-700">Check price on Amazon</p>;
  }
  const off = discountPercent(laptop.originalPrice, laptop.currentPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="preview-price">
      <span className={cn('font-bold text-slate-900', large ? 'text-3xl' : 'text-2xl')}>
        {formatInr(laptop.currentPrice)}
      </span>
      {off > 0 && laptop.originalPrice && (
        <span className="text-sm text-slate-500 line-through">
          {formatInr(laptop.originalPrice)}
        </span>
      )}
      {large && !offerState(laptop).note && showsDiscountBadge(off) && (
        <Badge tone="danger">{off}% OFF</Badge>
      )}
      <span className="w-full text-xs text-slate-500">
        {formatAsOf(laptop.lastUpdated)}. Price on amazon.in at the time of purchase applies.
      </span>
    </p>
  );
}

function OfferNote({ laptop }: { laptop: AdminLaptop }) {
  const note = offerState(laptop).note;
  return note ? <p className="text-sm font-semibold text-red-700">{note}</p> : null;
}

/** The laptop card of the shop's lists, drawn from the same data. */
export function CardPreview({ laptop }: { laptop: AdminLaptop }) {
  // A saving is a price claim: only while the price is current and the laptop can be bought.
  const off =
    isPriceCurrent(laptop.lastUpdated) && !offerState(laptop).note
      ? discountPercent(laptop.originalPrice, laptop.currentPrice)
      : 0;
  const primary = laptop.images[0];
  const buy = buyButtonText(laptop);
  const features = laptop.features.slice(0, 2);
  const updated = formatDateEnIn(laptop.lastUpdated);
  return (
    <Card className="flex w-80 flex-col overflow-hidden" data-testid="card-preview">
      <div className="relative">
        <LaptopPicture
          image={sizeFor(primary, 400)}
          srcSet={srcSetOf(primary)}
          sizes="320px"
          brand={laptop.brand}
          alt={laptop.title}
          width={400}
          height={250}
        />
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {laptop.isFeatured && <Badge tone="brand">Featured</Badge>}
          {showsDiscountBadge(off) && <Badge tone="danger">{off}% OFF</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-orange-600">
            {laptop.brand}
          </p>
          <h3 className="mt-1 line-clamp-2 text-sm font-semibold leading-snug">{laptop.title}</h3>
        </div>
        <ul className="space-y-1 text-xs text-slate-600">
          {cardSpecLines(laptop).map((line) => (
            <li key={line} className="line-clamp-1">
              {line}
            </li>
          ))}
        </ul>
        {hasRating(laptop.rating) && (
          <p className="text-xs text-slate-600">
            ★ {laptop.rating} ({laptop.reviewCount.toLocaleString('en-IN')} reviews)
          </p>
        )}
        <Price laptop={laptop} />
        <OfferNote laptop={laptop} />
        {features.length > 0 && (
          <ul className="flex flex-wrap gap-1">
            {features.map((feature) => (
              <li key={feature}>
                <Badge tone="neutral" className="font-normal">
                  {feature}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto space-y-2 pt-2">
          {buy && (
            <FakeButton variant="primary">
              {buy} <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </FakeButton>
          )}
          <FakeButton variant="outline">View Details</FakeButton>
          <p className="flex justify-between text-[11px] text-slate-500">
            <span>ASIN: {laptop.asin}</span>
            <span>Updated {updated}</span>
          </p>
        </div>
      </div>
    </Card>
  );
}

/** The top of the laptop's page and its review, pros and cons, features and sheet. */
export function DetailPreview({ laptop }: { laptop: AdminLaptop }) {
  const primary = laptop.images[0];
  const buy = buyButtonText(laptop, 'Check Price & Buy on Amazon');
  const paragraphs = reviewParagraphs(laptop.review);
  const sheet = specificationFacts(laptop);
  const verdict = laptop.verdict ?? verdictFor(laptop.rating);
  return (
    <div className="grid gap-8 rounded-lg bg-slate-50 p-6" data-testid="detail-preview">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
          <LaptopPicture
            image={sizeFor(primary, 640)}
            srcSet={srcSetOf(primary)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            brand={laptop.brand}
            alt={laptop.title}
            width={640}
            height={440}
            className="rounded-md"
          />
          {laptop.images.length > 1 && (
            <p className="mt-2 text-xs text-slate-500">{laptop.images.length} pictures</p>
          )}
        </div>
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {laptop.isFeatured && <Badge tone="brand">Featured Product</Badge>}
            <Badge tone="outline">{laptop.brand}</Badge>
            {laptop.isGamingLaptop && laptop.gamingTier && (
              <Badge tone="info">{laptop.gamingTier} gaming</Badge>
            )}
          </div>
          {/* The shop's h1, one level down inside the editor's page. */}
          <h2 className="text-2xl font-bold leading-tight text-slate-900">{laptop.title}</h2>
          {hasRating(laptop.rating) && (
            <p className="text-sm text-slate-700">
              ★ {laptop.rating}/5 ({laptop.reviewCount.toLocaleString('en-IN')} reviews)
            </p>
          )}
          {laptop.status === 'retired' ? (
            <div className="space-y-1 rounded-lg border border-slate-300 bg-slate-100 p-4">
              <p className="text-lg font-bold text-slate-900">No longer sold</p>
              <p className="text-sm text-slate-700">
                This laptop is no longer sold, so we show no price or buy link for it.
              </p>
            </div>
          ) : (
            <div className="space-y-3 rounded-lg border border-orange-200 bg-orange-50/60 p-4">
              <Price laptop={laptop} large />
              <OfferNote laptop={laptop} />
              {buy && (
                <FakeButton variant="primary">
                  {buy} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                </FakeButton>
              )}
            </div>
          )}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {quickFacts(laptop).map((fact) => (
              <div key={fact.key} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {fact.label}
                </dt>
                <dd className="text-sm text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <section className="space-y-3">
        <h3 className="text-xl font-bold">Our Review</h3>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="text-sm italic text-slate-500">No review written yet.</p>
        )}
        <p className="text-sm">
          <span className="font-semibold">Our verdict:</span> {verdict}
        </p>
      </section>
      {(laptop.pros.length > 0 || laptop.cons.length > 0) && (
        <section className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg border border-green-200 bg-white p-4">
            <h4 className="font-semibold text-green-800">Pros</h4>
            <ul className="mt-2 space-y-1 text-sm text-green-800">
              {laptop.pros.map((pro) => (
                <li key={pro}>+ {pro}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border border-red-200 bg-white p-4">
            <h4 className="font-semibold text-red-800">Cons</h4>
            <ul className="mt-2 space-y-1 text-sm text-red-800">
              {laptop.cons.map((con) => (
                <li key={con}>− {con}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {laptop.features.length > 0 && (
        <section>
          <h3 className="text-xl font-bold">Key Features</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {laptop.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {sheet.length > 0 && (
        <section>
          <h3 className="text-xl font-bold">Specifications</h3>
          <table className="mt-2 w-full rounded-lg border border-slate-200 bg-white text-sm">
            <tbody className="divide-y divide-slate-100">
              {sheet.map((fact) => (
                <tr key={fact.key}>
                  <th className="w-1/3 p-2 text-left font-medium text-slate-600">{fact.label}</th>
                  <td className="p-2">{fact.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** Both previews with a word on who will see them. */
export function LaptopPreview({ laptop }: { laptop: AdminLaptop }) {
  return (
    <div className="grid gap-6">
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
        {laptop.status === 'draft'
          ? 'A draft: shoppers see nothing of it until it is published. This is how it will look.'
          : laptop.status === 'retired'
            ? 'Retired: off every list; its page says it is no longer sold, without a buy button.'
            : 'On sale: this is how shoppers see it (unsaved changes included).'}
      </p>
      <section className="grid gap-2">
        <h3 className="font-semibold">Card in the lists</h3>
        <CardPreview laptop={laptop} />
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">Laptop page</h3>
        <DetailPreview laptop={laptop} />
      </section>
    </div>
  );
}
