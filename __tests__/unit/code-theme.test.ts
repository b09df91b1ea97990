import { readFileSync } from 'node:fs';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_COLORS, TOKENIZE_TIME_LIMIT } from '@/lib/mdx/code-theme';
import { highlight, highlightCodeBlock } from '@/lib/mdx/highlight';
import { codeKey, type CheckedDoc, type PageParts } from '@/lib/model/page';
import { typedCodeHighlighted } from '@/lib/pipeline/page-parts';
import { CodeBlock } from '@/components/mdx/code-block';
import { renderToStaticMarkup } from 'react-dom/server';

const LIGHT = 'github-light-high-contrast';
const DARK = 'github-dark-high-contrast';
const DEFAULT = { light: '#0e1116', dark: '#f0f3f6' };

const samples = {
  sql: `-- Top customers\nSELECT c_name, SUM(o_total) AS spent\nFROM sales.orders o JOIN sales.customers c ON o.cid = c.id\nWHERE o_date >= DATE '2026-01-01' AND status <> 'void'\nGROUP BY 1 ORDER BY 2 DESC LIMIT 10;`,
  bash: `# start Dremio\ndocker run -p 9047:9047 -e "DREMIO_JAVA_SERVER_EXTRA_OPTS=-Xmx4g" dremio/dremio-oss:latest\necho "$HOME" && ls -la /opt/dremio`,
  json: `{ "entityType": "dataset", "path": ["sales", "orders"], "ttl": 3600, "enabled": true, "owner": null }`,
  yaml: `coordinator:\n  count: 1 # one main coordinator\n  memory: 16384\nexecutor:\n  volumeSize: "128Gi"`,
  python: `from pyarrow import flight\nclient = flight.FlightClient("grpc+tls://dremio:32010")\ndef run(sql: str) -> int:\n    return len(client.do_get(sql).read_all())`,
  java: `public class Example {\n  @Override\n  public String toString() { return "rows=" + 42L; }\n}`,
} as const;

type Token = { text: string; light: string; dark: string };

/** The tokens of highlighted HTML with the colour each one shows in the light and the dark theme. */
function tokensOf(html: string, colorOf: (attrs: string) => { light: string; dark: string }): Token[] {
  const line = html.replace(/^[\s\S]*?<code>/, '').replace(/<\/code>[\s\S]*$/, '');
  const tokens: Token[] = [];
  for (const m of line.matchAll(/<span( [^>]*)?>([^<]*)<\/span>/g)) {
    const text = m[2]!;
    if (!text.trim()) continue;
    const last = tokens.at(-1);
    const color = colorOf(m[1] ?? '');
    // Neighbouring tokens of one colour are one token in either output.
    if (last && last.light === color.light && last.dark === color.dark) last.text += text;
    else tokens.push({ text, ...color });
  }
  return tokens.map((t) => ({ ...t, text: t.text.replace(/\s+/g, ' ').trim() }));
}

const fromVariables = (attrs: string) => ({
  light: /--shiki-light:(#[0-9a-f]{6})/i.exec(attrs)?.[1]?.toLowerCase() ?? DEFAULT.light,
  dark: /--shiki-dark:(#[0-9a-f]{6})/i.exec(attrs)?.[1]?.toLowerCase() ?? DEFAULT.dark,
});

const fromClass = (attrs: string) => {
  const cls = /class="([^"]+)"/.exec(attrs)?.[1];
  if (!cls) return DEFAULT;
  const color = CODE_COLORS.find((c) => c.className === cls);
  if (!color) throw new Error(`unknown token class ${cls}`);
  return { light: color.light, dark: color.dark };
};

describe('code theme', () => {
  it('colours every token as highlighting with both GitHub high-contrast themes does, in one pass', async () => {
    const langs = Object.keys(samples) as (keyof typeof samples)[];
    const reference = await createHighlighter({ themes: [LIGHT, DARK], langs });
    for (const lang of langs) {
      const code = samples[lang];
      // Shiki's default 500 ms per line would leave a line unhighlighted on a loaded machine; production has no limit.
      const twoPasses = reference.codeToHtml(code, { lang, themes: { light: LIGHT, dark: DARK }, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT });
      const onePass = await highlight(code, lang);
      const expected = tokensOf(twoPasses, fromVariables);
      expect(expected.length, lang).toBeGreaterThan(5);
      expect(tokensOf(onePass, fromClass), lang).toEqual(expected);
    }
  });

  it('writes classes, not colours, and records the language on pre', async () => {
    const html = await highlight(`SELECT 1 AS one`, 'sql');
    expect(html).toMatch(/^<pre class="shiki dremio-docs-code"[^>]* data-language="sql"/);
    expect(html).not.toMatch(/style="[^"]*color/);
    expect(html).not.toContain('#c0de');
    expect(html).toMatch(/class="tok-[0-9a-f]{6}"/);
  });

  it('gives every token class a light and a dark colour in the stylesheet', () => {
    // White space folded, so the check reads rules however the formatter lays them out.
    const css = readFileSync('app/globals.css', 'utf8').replace(/\s+/g, ' ');
    for (const c of CODE_COLORS) {
      const bg = c.background ? ` background: light-dark(${c.background.light}, ${c.background.dark});` : '';
      expect(css, c.className).toContain(`.${c.className} { color: light-dark(${c.light}, ${c.dark});${bg} }`);
    }
    expect(css).toContain(`.shiki { color: light-dark(${DEFAULT.light}, ${DEFAULT.dark}); }`);
  });
});

describe('typed code highlighted once per build and handed on as a value', () => {
  const page = (sql: string) =>
    ({ frontmatter: { id: 'f', title: 'F', description: 'F', table: { name: 't', access: 'All.', signature: sql, columns: [] } } }) as unknown as CheckedDoc;

  it('gives the HTML of every typed code block by key, in the order of the keys, each once', async () => {
    const table = await typedCodeHighlighted([page('SELECT 2\n\n'), page('SELECT 1'), page('SELECT 2')]);
    expect(Object.keys(table)).toEqual([codeKey('SELECT 1', 'sql'), codeKey('SELECT 2', 'sql')]);
    expect(table[codeKey('SELECT 1', 'sql')]).toBe(await highlightCodeBlock('SELECT 1', 'sql'));
  });

  it("takes a block from the previous build's table instead of highlighting it again", async () => {
    const table = await typedCodeHighlighted([page('SELECT 1')], {
      [codeKey('SELECT 1', 'sql')]: '<pre>from the cache</pre>',
      'sql\u0000gone': '<pre>old</pre>',
    });
    expect(table).toEqual({ [codeKey('SELECT 1', 'sql')]: '<pre>from the cache</pre>' });
  });

  it('renders a block from the page view, and highlights one that is not there', async () => {
    const parts: PageParts = { inline: {}, code: { [codeKey('SELECT 1', 'sql')]: '<pre class="from-view">1</pre>' } };
    const render = async (code: string) => renderToStaticMarkup(await CodeBlock({ code, lang: 'sql', parts }));
    expect(await render('SELECT 1\n')).toContain('<pre tabindex="0" class="from-view">1</pre>');
    expect(await render('SELECT 2')).toContain((await highlightCodeBlock('SELECT 2', 'sql')).replace('<pre ', '<pre tabindex="0" '));
  });
});
