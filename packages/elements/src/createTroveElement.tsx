import r2wc from '@r2wc/react-to-web-component';
import { TroveProvider, troveStylesheet } from '@trove/react';
import type { ComponentType } from 'react';
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
import { cancelRender, scheduleRender } from './renderScheduler';
import { adoptStylesheet } from './shadowStyles';

/** How an attribute becomes a prop. r2wc's `function` type (a global looked up by name) is left out on purpose. */
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
  /**
   * `:host` rules holding the space the loaded element takes from the start, so that the page does
   * not move as it loads: see `hostReservations.ts`.
   */
  reservedSpace?: string;
}

/** Attributes every Trove element takes. */
export interface TroveElementBaseProps {
  /** Origin of the Trove server, e.g. `https://market.example`. Default: where the script came from. */
  apiBase?: string;
}

// r2wc keeps the props and re-renders under these global symbols. It skips a removed or emptied
// attribute, which must clear its prop: a host page clearing `query` means no search.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  disconnectedCallback(): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

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
  // `api-base` and the element's own attributes in one schema: one parse names every bad one
  const attributeSchema: AttributeSchema<TroveElementBaseProps> = z.object({
    apiBase: apiBaseField,
    ...schema?.shape,
  });

  function ElementRoot({ container, ...values }: Record<string, unknown> & { container?: ShadowRoot }) {
    const parsed = parseAttributes(attributeSchema, values);
    if (!parsed.success) {
      return <ElementError tag={container?.host.localName ?? 'trove-element'} problems={parsed.problems} />;
    }
    const { apiBase, ...own } = parsed.props;
    const server = apiBase ?? defaultApiBase;
    // without a schema, the component's props are as r2wc read them (`api-base` is the element's)
    const { apiBase: _apiBase, ...read } = values;
    return (
      <TroveProvider client={getPageClient(server)} queryClient={getPageQueryClient(server)}>
        <HostElementContext.Provider value={(container?.host as HTMLElement | undefined) ?? null}>
          <div className="trove-root" part="root">
            <Component {...((schema ? own : read) as Props)} />
          </div>
        </HostElementContext.Provider>
      </TroveProvider>
    );
  }

  // With a schema every attribute reaches it as text; it makes the props.
  const attributes: Record<string, AttributeType> = schema
    ? Object.fromEntries(Object.keys(attributeSchema.shape).map((prop) => [prop, 'string' as const]))
    : { apiBase: 'string', ...(options.attributes as AttributeTypes<Props>) };
  const propOf = new Map(Object.keys(attributes).map((prop) => [kebabCase(prop), prop]));
  const Base = r2wc(ElementRoot, { shadow: 'open', props: attributes }) as unknown as new () => R2wcElement;
  const stylesheet = options.stylesheet + elementErrorCss + (options.reservedSpace ?? '');

  return class TroveElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStylesheet(this.shadowRoot, stylesheet);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      super.attributeChangedCallback(name, oldValue, value);
      const prop = propOf.get(name);
      if (prop === undefined || (value !== null && value !== '')) return;
      this[R2WC_PROPS][prop] = undefined;
      this[R2WC_RENDER]();
    }

    // r2wc renders at once on each attribute and on connecting; renderScheduler makes those one
    // render, once the element is near the viewport, in a task of its own.
    override [R2WC_RENDER]() {
      scheduleRender(this, () => super[R2WC_RENDER]());
    }

    override disconnectedCallback() {
      cancelRender(this);
      super.disconnectedCallback();
    }
  };
}

const isSchema = <Props,>(
  attributes: AttributeTypes<Props> | AttributeSchema<Props>,
): attributes is AttributeSchema<Props> => '_zod' in attributes;
