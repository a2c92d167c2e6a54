import { TroveProvider, troveStylesheet } from '@trove/react';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as z from 'zod/mini';
import { defaultApiBase } from './defaultApiBase';
import { ElementError } from './ElementError';
import {
  type AttributeSchema,
  apiBaseField,
  elementErrorCss,
  kebabCase,
  parseAttributes,
} from './elementAttributes';
import { HostElementContext } from './hostElement';
import { getPageClient, getPageQueryClient } from './pageContext';
import { adoptStylesheet } from './shadowStyles';

/** How an attribute becomes a prop (no `function` type: a global looked up by name). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export type AttributeTypes<Props> = { [K in keyof Props & string]-?: AttributeType };

export interface TroveElementOptions<Props> {
  /**
   * The component's props read from attributes (camelCase props, kebab-case attributes): either
   * how each is converted (`{ label: 'string' }`), or one zod/mini object schema over their text
   * (see `optionalAttribute` and `requiredAttribute`), which every Trove element has: a bad
   * attribute then logs one console error naming it and the form it takes, and the element shows
   * its error state instead of the component.
   */
  attributes: AttributeTypes<Props> | AttributeSchema<Props>;
  /**
   * The CSS its shadow root adopts. Default: every Trove component's (`troveStylesheet`); an
   * element showing one component gives that one's, e.g. `galleryStylesheet` of `@trove/react/gallery`.
   */
  stylesheet?: string;
}

/** Attributes every Trove element takes. */
export interface TroveElementBaseProps {
  /** Origin of the Trove server, e.g. `https://market.example`. Default: where the script came from. */
  apiBase?: string;
}

const baseAttributes = z.object({ apiBase: apiBaseField });

/** How an attribute's text becomes its prop, and a prop set as a property its attribute's text. */
const CONVERSIONS: Record<
  AttributeType,
  { parse(text: string): unknown; stringify(value: unknown): string }
> = {
  string: { parse: (text) => text, stringify: String },
  number: { parse: Number.parseFloat, stringify: String },
  boolean: { parse: (text) => /^[ty1-9]/i.test(text), stringify: (value) => (value ? 'true' : 'false') },
  json: { parse: (text) => JSON.parse(text), stringify: (value) => JSON.stringify(value) },
};

/**
 * Makes a custom element class from a React component: an open shadow root with the Trove
 * stylesheet (or the one given), the component inside a TroveProvider that shares the page's
 * QueryClient of its server.
 * The class has no side effects; register it with `defineTroveElement`.
 */
export function createTroveElement<Props extends object>(
  Component: ComponentType<Props>,
  options: TroveElementOptions<Props>,
): CustomElementConstructor {
  return createStyledElement(Component, { ...options, stylesheet: options.stylesheet ?? troveStylesheet });
}

/**
 * `createTroveElement` with the stylesheet required: a bundle of elements that each give theirs
 * leaves out the whole Trove stylesheet, `createTroveElement`'s default.
 */
export function createStyledElement<Props extends object>(
  Component: ComponentType<Props>,
  options: TroveElementOptions<Props> & { stylesheet: string },
): CustomElementConstructor {
  const schema = isSchema(options.attributes) ? options.attributes : undefined;

  function ElementRoot({ host, values }: { host: HTMLElement; values: Record<string, unknown> }) {
    const base = parseAttributes(baseAttributes, { apiBase: values.apiBase });
    const own = schema ? parseAttributes(schema, values) : { success: true as const, props: values as Props };
    if (!base.success || !own.success) {
      const problems = [...(base.success ? [] : base.problems), ...(own.success ? [] : own.problems)];
      return <ElementError tag={host.localName} problems={problems} />;
    }
    const server = base.props.apiBase ?? defaultApiBase;
    return (
      <TroveProvider client={getPageClient(server)} queryClient={getPageQueryClient(server)}>
        <HostElementContext.Provider value={host}>
          <div className="trove-root" part="root">
            <Component {...(own.props as Props)} />
          </div>
        </HostElementContext.Provider>
      </TroveProvider>
    );
  }

  // With a schema every attribute reaches it as text; it makes the props.
  const types: Record<string, AttributeType> = schema
    ? Object.fromEntries(Object.keys(schema.shape).map((prop) => [prop, 'string' as const]))
    : { ...(options.attributes as AttributeTypes<Props>) };
  const attributes: Record<string, AttributeType> = { apiBase: 'string', ...types };
  const propOf = new Map(Object.keys(attributes).map((prop) => [kebabCase(prop), prop]));
  const stylesheet = options.stylesheet + elementErrorCss;

  /**
   * Its attributes are props (a removed or emptied one undefined: a host page clearing `query`
   * means no search). Whatever changes in one task (the parser's or an upgrade's attributes one by
   * one, then the connection; a page setting several) renders once, in a microtask; the root
   * outlives a move in the page, and is unmounted once the element has left it.
   */
  class TroveElement extends HTMLElement {
    static readonly observedAttributes = [...propOf.keys()];
    readonly #shadow = this.attachShadow({ mode: 'open' });
    readonly #props: Record<string, unknown> = {};
    #root: Root | undefined;
    #scheduled = false;
    #changed = false;

    // Each attribute is a property too: read, its prop; set, its attribute (removed when nullish).
    static {
      for (const [prop, type] of Object.entries(attributes)) {
        const attribute = kebabCase(prop);
        Object.defineProperty(TroveElement.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: TroveElement) {
            return this.#props[prop];
          },
          set(this: TroveElement, value: unknown) {
            if (value === undefined || value === null) this.removeAttribute(attribute);
            else this.setAttribute(attribute, CONVERSIONS[type].stringify(value));
          },
        });
      }
    }

    constructor() {
      super();
      adoptStylesheet(this.#shadow, stylesheet);
    }

    connectedCallback() {
      this.#schedule();
    }

    disconnectedCallback() {
      this.#schedule();
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      const prop = propOf.get(name);
      if (prop === undefined || value === oldValue) return;
      const type = attributes[prop] ?? 'string';
      this.#props[prop] = value ? CONVERSIONS[type].parse(value) : undefined;
      this.#changed = true;
      this.#schedule();
    }

    #schedule() {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        if (this.isConnected) {
          if (this.#root && !this.#changed) return;
          this.#changed = false;
          this.#root ??= createRoot(this.#shadow);
          this.#root.render(<ElementRoot host={this} values={{ ...this.#props }} />);
        } else {
          this.#root?.unmount();
          this.#root = undefined;
        }
      });
    }
  }

  return TroveElement;
}

const isSchema = <Props,>(
  attributes: AttributeTypes<Props> | AttributeSchema<Props>,
): attributes is AttributeSchema<Props> => '_zod' in attributes;
