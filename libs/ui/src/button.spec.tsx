import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardBody } from './card';
import { Progress } from './progress';
import { Skeleton } from './skeleton';

describe('Button', () => {
  it('is a primary, medium <button> by default, with the caller’s attributes', () => {
    const html = renderToStaticMarkup(<Button type="submit">Search</Button>);
    expect(html).toBe('<button class="btn btn-primary btn-md" type="submit">Search</button>');
  });

  it('adds the caller’s utilities after its component classes', () => {
    const html = renderToStaticMarkup(
      <Button variant="outline" size="sm" className="px-6">
        Go
      </Button>,
    );
    expect(html).toBe('<button class="btn btn-outline btn-sm px-6">Go</button>');
  });

  it('with asChild styles its child element instead of rendering a button', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary">
        <a href="/compare" className="w-full">
          Compare
        </a>
      </Button>,
    );
    expect(html).toBe('<a href="/compare" class="btn btn-secondary btn-md w-full">Compare</a>');
    expect(html).not.toContain('<button');
  });

  it('has its classes in the components layer, so that any utility overrides them', () => {
    const css = readFileSync(join(__dirname, 'button.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    expect(css.startsWith('@layer components {')).toBe(true);
    // The layer's block closes at the end of the file: no rule outside it.
    let depth = 0;
    const closes = [...css].flatMap((char, at) => {
      depth += char === '{' ? 1 : char === '}' ? -1 : 0;
      return char === '}' && depth === 0 ? [at] : [];
    });
    expect(closes).toEqual([css.length - 1]);
    for (const name of ['primary', 'secondary', 'outline', 'ghost', 'sm', 'md', 'lg']) {
      expect(css).toContain(`.btn-${name} {`);
    }
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
