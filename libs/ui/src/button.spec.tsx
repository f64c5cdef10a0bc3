import { renderToStaticMarkup } from 'react-dom/server';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardBody } from './card';
import { Progress } from './progress';
import { Skeleton } from './skeleton';

describe('Button', () => {
  it('is a primary, medium <button> by default, with the caller’s attributes', () => {
    const html = renderToStaticMarkup(<Button type="submit">Search</Button>);
    expect(html).toMatch(
      /^<button class="[^"]*bg-orange-500[^"]*h-10[^"]*" type="submit">Search<\/button>$/,
    );
  });

  it('lets a later class of the same property win over the variant’s', () => {
    const html = renderToStaticMarkup(
      <Button variant="outline" size="sm" className="px-6">
        Go
      </Button>,
    );
    expect(html).toContain('border-slate-300');
    expect(html).toContain('px-6');
    expect(html).not.toContain('px-3');
  });

  it('with asChild styles its child element instead of rendering a button', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary">
        <a href="/compare" className="w-full">
          Compare
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/compare" class="[^"]*bg-slate-900[^"]*w-full">Compare<\/a>$/);
    expect(html).not.toContain('<button');
  });
});

describe('Badge', () => {
  it('renders a neutral pill by default and the tone asked for', () => {
    expect(renderToStaticMarkup(<Badge>New</Badge>)).toMatch(
      /^<span class="[^"]*rounded-full[^"]*bg-slate-100[^"]*">New<\/span>$/,
    );
    expect(renderToStaticMarkup(<Badge tone="danger">-20%</Badge>)).toContain('bg-red-600');
  });
});

describe('Card', () => {
  it('wraps its body in a bordered box', () => {
    const html = renderToStaticMarkup(
      <Card data-testid="card">
        <CardBody>Body</CardBody>
      </Card>,
    );
    expect(html).toMatch(
      /^<div class="[^"]*border[^"]*" data-testid="card"><div class="p-4">Body<\/div><\/div>$/,
    );
  });
});

describe('Progress', () => {
  it('is a progressbar whose value and width are clamped to 0–100', () => {
    const over = renderToStaticMarkup(<Progress value={140} aria-label="Sync" />);
    expect(over).toContain('role="progressbar"');
    expect(over).toContain('aria-valuenow="100"');
    expect(over).toContain('aria-label="Sync"');
    expect(over).toContain('width:100%');
    expect(renderToStaticMarkup(<Progress value={-5} />)).toContain('aria-valuenow="0"');
    expect(renderToStaticMarkup(<Progress value={42} />)).toContain('width:42%');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<Skeleton className="h-4" />)).toMatch(
      /^<div aria-hidden="true" class="[^"]*animate-pulse[^"]*h-4"><\/div>$/,
    );
  });
});
