import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, descriptionText, documentTitle, renderHeadTags, withHeadTags } from './headTags';

describe('withHeadTags', () => {
  const tags = '<title>Coins | Trove</title>';

  it('puts the tags where the built title was, and drops the built description', () => {
    const template =
      '<html><head><meta charset="UTF-8" /><meta name="description" content="Default." /><title>Trove</title><script src="/a.js"></script></head><body></body></html>';
    expect(withHeadTags(template, tags)).toBe(
      '<html><head><meta charset="UTF-8" /><title>Coins | Trove</title><script src="/a.js"></script></head><body></body></html>',
    );
  });

  it('adds them to a head without a title, or a head to a page without one', () => {
    expect(withHeadTags('<html><head></head><body></body></html>', tags)).toBe(
      '<html><head><title>Coins | Trove</title>\n  </head><body></body></html>',
    );
    expect(withHeadTags('<html><body></body></html>', tags)).toBe(
      '<html><head><title>Coins | Trove</title></head><body></body></html>',
    );
  });

  it('takes dollar signs in the tags as text, not as replacement patterns', () => {
    const priced = '<title>$& $1 $` $&#39; | Trove</title>';
    expect(withHeadTags('<head><title>Trove</title></head>', priced)).toBe(`<head>${priced}</head>`);
  });
});

describe('renderHeadTags', () => {
  it('escapes every value, and writes JSON-LD that no value can end', () => {
    const html = renderHeadTags({
      title: '<Coin> "A" & B',
      siteName: 'Trove & Co',
      description: '"><script>alert(1)</script>',
      canonicalUrl: 'https://trove.example/collectables?q="x"&sort=price',
      structuredData: [{ name: '</script><script>alert(2)</script>' }],
    });
    expect(html).toContain('<title>&lt;Coin&gt; &quot;A&quot; &amp; B | Trove &amp; Co</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('href="https://trove.example/collectables?q=&quot;x&quot;&amp;sort=price"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('writes no canonical link, image or structured data where a page has none', () => {
    const html = renderHeadTags({ title: null, siteName: 'Trove', description: 'Default.', noIndex: true });
    expect(html).toContain('<title>Trove</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toMatch(/canonical|og:image|og:url|ld\+json/);
  });
});

describe('descriptionText', () => {
  it('puts the text on one line', () => {
    expect(descriptionText('  A full sovereign.\n\n  Struck\tin London. ')).toBe(
      'A full sovereign. Struck in London.',
    );
  });

  it('cuts a long text at a word, within the §9 sharing length', () => {
    const text = descriptionText('word '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(text).toMatch(/ word…$/);
  });

  it('cuts a long word where it must', () => {
    expect(descriptionText('x'.repeat(400))).toBe(`${'x'.repeat(DESCRIPTION_LENGTH - 1)}…`);
  });
});

describe('documentTitle', () => {
  it('is the title and the site name, as the site writes it, or the site name alone', () => {
    expect(documentTitle({ title: 'Coins', siteName: 'Trove' })).toBe('Coins | Trove');
    expect(documentTitle({ title: null, siteName: 'Trove' })).toBe('Trove');
  });
});
