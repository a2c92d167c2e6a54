import r2wc from '@r2wc/react-to-web-component';
import { TroveProvider } from '@trove/react';
import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import { defaultApiBase } from './defaultApiBase';
import { getPageClient, getPageQueryClient } from './pageContext';
import { adoptTroveStyles } from './shadowStyles';

/** How an attribute becomes a prop. r2wc's `function` type (a global looked up by name) is left out on purpose. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export type AttributeTypes<Props> = { [K in keyof Props & string]-?: AttributeType };

export interface TroveElementOptions<Props> {
  /** The component's props read from attributes (camelCase props, kebab-case attributes). */
  attributes: AttributeTypes<Props>;
}

/** Attributes every Trove element takes. */
export interface TroveElementBaseProps {
  /** Origin of the Trove server, e.g. `https://market.example`. Default: where the script came from. */
  apiBase?: string;
}

const apiBaseSchema = z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]));

export const invalidApiBaseMessage = (value: string) =>
  `This Trove widget's api-base "${value}" is not an http(s) URL.`;

/**
 * Makes a custom element class from a React component: an open shadow root with the Trove
 * stylesheet, the component inside a TroveProvider that shares the page's QueryClient.
 * The class has no side effects; register it with `defineTroveElement`.
 */
export function createTroveElement<Props extends object>(
  Component: ComponentType<Props>,
  options: TroveElementOptions<Props>,
): CustomElementConstructor {
  function ElementRoot({
    apiBase,
    container: _container,
    ...props
  }: Props & TroveElementBaseProps & { container?: unknown }) {
    const parsed = z.safeParse(apiBaseSchema, apiBase);
    if (!parsed.success) {
      return (
        <p role="alert" className="trove-root trove-element-error" part="error">
          {invalidApiBaseMessage(String(apiBase))}
        </p>
      );
    }
    const client = getPageClient((parsed.data || defaultApiBase).replace(/\/+$/, ''));
    return (
      <TroveProvider client={client} queryClient={getPageQueryClient()}>
        <div className="trove-root" part="root">
          <Component {...(props as Props)} />
        </div>
      </TroveProvider>
    );
  }

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: { apiBase: 'string', ...options.attributes },
  }) as typeof HTMLElement;

  return class TroveElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptTroveStyles(this.shadowRoot);
    }
  };
}
