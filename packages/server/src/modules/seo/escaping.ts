// Two small escapes, written here rather than taken from a package: each is a handful of
// replacements (what escape-html does), and adding a dependency for them is not worth it.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML (element content and quoted attribute values) and XML alike: listing names and
 * descriptions come from members, so every character that could end a value or open a tag is
 * an entity.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// In a <script> element the HTML parser ends the script at `</script` (and `<!--` changes its
// state) whatever the JSON says, so `<`, `>` and `&` are written as JSON's \u escapes; U+2028 and
// U+2029 too, which older JavaScript parsers took for line ends.
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Data as JSON that is safe inside a `<script>` element: it parses back to the same value. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}
