import { renderToStaticMarkup } from 'react-dom/server';
import { Switch } from './switch';
import { Toaster, useToast } from './toast';

describe('Switch', () => {
  it('is a button with role="switch" stating whether it is on', () => {
    const on = renderToStaticMarkup(
      <Switch checked onCheckedChange={() => undefined} aria-label="Use Keepa" />,
    );
    expect(on).toContain('role="switch"');
    expect(on).toContain('aria-checked="true"');
    expect(on).toContain('aria-label="Use Keepa"');
    expect(on).toContain('data-state="checked"');
    const off = renderToStaticMarkup(
      <Switch checked={false} disabled onCheckedChange={() => undefined} />,
    );
    expect(off).toContain('aria-checked="false"');
    expect(off).toContain('disabled=""');
  });
});

describe('Toaster', () => {
  it('renders nothing on the server, where no toast is ever raised', () => {
    function Titles() {
      const { toasts } = useToast();
      return (
        <ul>
          {toasts.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      );
    }
    expect(renderToStaticMarkup(<Titles />)).toBe('<ul></ul>');
    expect(renderToStaticMarkup(<Toaster />)).toBe('');
  });
});
