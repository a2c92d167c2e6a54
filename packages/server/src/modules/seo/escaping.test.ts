import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './escaping';

describe('escapeHtml', () => {
  it('turns every character that could end a value or open a tag into an entity', () => {
    expect(escapeHtml(`Gold "sovereign" <b>&</b> it's`)).toBe(
      'Gold &quot;sovereign&quot; &lt;b&gt;&amp;&lt;/b&gt; it&#39;s',
    );
  });

  it('escapes an ampersand once, also one that starts an entity', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Münzen – 1 000 € / ½')).toBe('Münzen – 1 000 € / ½');
  });
});

describe('scriptJson', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    comment: '<!-- a comment -->',
    both: 'a & b > c',
    lines: 'one\u2028two\u2029three',
    quote: 'say "hi"',
  };

  it('holds no `<`, `>` or `&` that the HTML parser would read', () => {
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
  });
});
