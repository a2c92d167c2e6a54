// Attributes are parsed at the boundary, once: each element has one zod/mini object schema over its
// attribute values (trimmed text, or undefined when absent or blank). Every field names the form it
// expects, so that a bad attribute can be named with what it should be, in the console and in the
// element's error state.
import * as z from 'zod/mini';

/**
 * One element's attributes: a zod/mini object whose fields are its props (camelCase; attributes are
 * their kebab-case names), each taking the attribute's trimmed text, or undefined when it is absent
 * or blank, and naming the form it expects (see `optionalAttribute` and `requiredAttribute`).
 */
export type AttributeSchema<Props> = z.ZodMiniType<Props, Record<string, string | undefined>> & {
  shape: { [K in keyof Props & string]-?: z.ZodMiniType<Props[K], string | undefined> };
};

/** An element's properties: each reflects its attribute, as text. */
export type AttributeProperties<Props> = { [K in keyof Props]?: string | undefined };

/** What is wrong with one attribute. */
export interface AttributeProblem {
  /** The attribute's name, kebab-case (`lot-id`). */
  attribute: string;
  /** Its text, undefined when it is missing. */
  value: string | undefined;
  /** The form it takes, e.g. `1, 3 or 6`. */
  expected: string;
}

export type ParsedAttributes<Props> =
  | { success: true; props: Props }
  | { success: false; problems: AttributeProblem[] };

export const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The form each field of `optionalAttribute` or `requiredAttribute` expects, which its problem says
 * whichever check failed. Kept beside the fields rather than made their issues' message, which took
 * a pipe into a transform around each field: zod's pipe and transform classes were 0.4 kB gzip of
 * every widget, none of whose other schemas needs them (see also `convertedText`).
 */
const expectedForms = new WeakMap<z.ZodMiniType, string>();

function expecting<Field extends z.ZodMiniType>(field: Field, expected: string): Field {
  expectedForms.set(field, expected);
  return field;
}

/**
 * An optional attribute: absent or blank is undefined; otherwise its trimmed text must pass
 * `schema`, else the problem says `expected`.
 */
export function optionalAttribute<T>(
  expected: string,
  schema: z.ZodMiniType<T, string>,
): z.ZodMiniType<T | undefined, string | undefined> {
  return expecting(z.optional(schema), expected);
}

/** A required attribute: missing or blank, or failing `schema`, the problem says `expected`. */
export function requiredAttribute<T>(
  expected: string,
  schema: z.ZodMiniType<T, string>,
): z.ZodMiniType<T, string | undefined> {
  // a copy, so that the form expected is this field's alone: one schema may serve several fields
  return expecting(z.clone(schema), expected) as z.ZodMiniType<T, string | undefined>;
}

/**
 * `schema` whose text, once it passes, becomes `convert(text)`, by an overwrite check after its
 * own: a pipe into a transform would bring zod's pipe and transform classes (see `expectedForms`).
 */
export function convertedText<Text extends string, T>(
  schema: z.ZodMiniType<Text, string>,
  convert: (text: Text) => T,
): z.ZodMiniType<T, string> {
  // an overwrite check keeps its schema's type: the converted value's is declared here
  const converted = schema.check(z.overwrite(convert as unknown as (text: Text) => Text));
  return converted as unknown as z.ZodMiniType<T, string>;
}

/**
 * A slug of the niche tree, compared case-insensitively: `coins`, `new-zealand`. A pure call:
 * `.check()` is a method call a bundler would otherwise keep.
 */
export const slugSchema = /* @__PURE__ */ z.string().check(z.regex(/^[\p{L}\p{N}_-]+$/u), z.toLowerCase());

/** A whole number from 1 (1 to 15 digits, not all zeros): an id or a lot's number. Pure calls, as `slugSchema`'s. */
export const positiveIdSchema = /* @__PURE__ */ convertedText(
  /* @__PURE__ */ z.string().check(z.regex(/^(?!0+$)\d{1,15}$/)),
  Number,
);

/** Free text, trimmed. */
export const textSchema = z.string();

/**
 * Origin of the Trove server: an http(s) URL, a host after the scheme and no spaces. A pattern, as
 * the other attributes have, not `z.url()`: its URL format check, which no other schema of a widget
 * takes, was 0.4 kB gzip of every widget for one attribute most pages leave out.
 */
export const apiBaseField = optionalAttribute(
  'an http(s) URL of the Trove server, e.g. https://market.example',
  z.string().check(z.regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i)),
);

/**
 * Reads an element's attribute values with its schema. Values come as r2wc passes them (a
 * property may have been set to a number); each is read as trimmed text, absent or blank as
 * undefined.
 */
export function parseAttributes<Props>(
  schema: AttributeSchema<Props>,
  values: Record<string, unknown>,
): ParsedAttributes<Props> {
  const text: Record<string, string | undefined> = {};
  for (const prop of Object.keys(schema.shape)) {
    const value = values[prop];
    // blank is the same as absent
    text[prop] = value === undefined || value === null ? undefined : String(value).trim() || undefined;
  }
  const parsed = z.safeParse(schema, text);
  if (parsed.success) return { success: true, props: parsed.data };
  const problems = new Map<string, AttributeProblem>();
  for (const issue of parsed.error.issues) {
    const prop = String(issue.path[0] ?? '');
    if (problems.has(prop)) continue;
    problems.set(prop, {
      attribute: kebabCase(prop),
      value: text[prop],
      expected: expectedForms.get(schema.shape[prop as keyof Props & string]) ?? issue.message,
    });
  }
  return { success: false, problems: [...problems.values()] };
}

/** One problem, as the console and the error state say it: `columns="4": expected 1, 3 or 6`. */
export function attributeProblemText({ attribute, value, expected }: AttributeProblem): string {
  return value === undefined
    ? `the ${attribute} attribute is missing: expected ${expected}`
    : `${attribute}="${value}" is not valid: expected ${expected}`;
}

/** The console error of an element with bad attributes, naming each and the form it takes. */
export function attributesErrorMessage(tag: string, problems: readonly AttributeProblem[]): string {
  return `<${tag}> cannot show: ${problems.map(attributeProblemText).join('; ')}.`;
}

/** The error state's styles, added to every element's stylesheet: themed by the `--trove-*` tokens. */
export const elementErrorCss = `
.trove-element-error{box-sizing:border-box;margin:0;padding:calc(var(--trove-space,8px)*1.5);border:1px solid var(--trove-color-danger,#b3261e);border-left-width:4px;border-radius:var(--trove-radius,6px);background:var(--trove-color-danger-bg,#fdecea);color:var(--trove-color-text,#1d1d1f);font-family:var(--trove-font,system-ui,sans-serif);font-size:0.875rem;line-height:1.4}
.trove-element-error__title{margin:0 0 4px;color:var(--trove-color-danger,#b3261e);font-weight:700;font-size:0.9375rem}
.trove-element-error__list{margin:0;padding-left:1.25em}
.trove-element-error code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.8125rem}
`;
