import { renderToStaticMarkup } from 'react-dom/server';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function tabs(props: { defaultValue?: string; value?: string; forceMount?: boolean }) {
  return renderToStaticMarkup(
    <Tabs defaultValue={props.defaultValue} value={props.value}>
      <TabsList aria-label="Admin">
        <TabsTrigger value="stats">Stats</TabsTrigger>
        <TabsTrigger value="keepa" disabled>
          Keepa
        </TabsTrigger>
      </TabsList>
      <TabsContent value="stats">Stats panel</TabsContent>
      <TabsContent value="keepa" forceMount={props.forceMount}>
        Keepa panel
      </TabsContent>
    </Tabs>,
  );
}

/** The attributes of the element whose text is `text`. */
function tagAround(html: string, text: string): string {
  const end = html.indexOf(`>${text}<`);
  return html.slice(html.lastIndexOf('<', end), end + 1);
}

describe('Tabs', () => {
  it('marks the selected tab and shows only its panel', () => {
    const html = tabs({ defaultValue: 'stats' });
    expect(html).toContain('role="tablist" aria-orientation="horizontal"');
    const stats = tagAround(html, 'Stats');
    expect(stats).toContain('role="tab"');
    expect(stats).toContain('aria-selected="true"');
    expect(stats).toContain('data-state="active"');
    expect(stats).toContain('tabindex="0"');
    const keepa = tagAround(html, 'Keepa');
    expect(keepa).toContain('aria-selected="false"');
    expect(keepa).toContain('tabindex="-1"');
    expect(keepa).toContain('disabled=""');
    expect(html).toContain('Stats panel');
    expect(html).not.toContain('Keepa panel');
  });

  it('links each tab and its panel by id', () => {
    const html = tabs({ defaultValue: 'stats' });
    const controls = /aria-controls="([^"]+)"/.exec(tagAround(html, 'Stats'))?.[1];
    const panel = tagAround(html, 'Stats panel');
    expect(panel).toContain('role="tabpanel"');
    expect(panel).toContain(`id="${controls}"`);
    expect(panel).toContain(
      `aria-labelledby="${/ id="([^"]+)"/.exec(tagAround(html, 'Stats'))?.[1]}"`,
    );
  });

  it('follows a controlled value and keeps a force-mounted panel in the HTML, inactive', () => {
    const html = tabs({ defaultValue: 'stats', value: 'keepa', forceMount: true });
    expect(tagAround(html, 'Keepa')).toContain('aria-selected="true"');
    expect(html).not.toContain('Stats panel');
    expect(tagAround(html, 'Keepa panel')).toContain('data-state="active"');
    expect(tagAround(tabs({ defaultValue: 'stats', forceMount: true }), 'Keepa panel')).toContain(
      'data-state="inactive"',
    );
  });

  it('refuses parts outside <Tabs>', () => {
    expect(() => renderToStaticMarkup(<TabsTrigger value="x">X</TabsTrigger>)).toThrow(
      'Tabs parts must be inside <Tabs>',
    );
  });
});
