import {
  braintreeTokenizeError,
  type ClientToken,
  isTokenizeError,
  type TestCardFields,
  TokenizeError,
  tokenizeTestCard,
} from '@trove/core/shop';
import type { HostedFields } from 'braintree-web/hosted-fields';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { cx } from '../styles/cx';
import { TestCardFieldsView, type TestCardTranslations, testCardTranslations } from './ui/TestCardFieldsView';

/** What a card entry gives its form: a payment method nonce, or a TokenizeError (core's kinds). */
export interface CardEntryHandle {
  /** The card's nonce; rejects with a `TokenizeError` (`cardEntryErrorMessage` says it). */
  tokenize(): Promise<string>;
}

export interface CardEntryProps {
  /** The server's client token (`GET /api/shop/client-token/`): its gateway picks the fields. */
  clientToken: ClientToken;
  disabled?: boolean;
  /** Called once the fields can take a card (Braintree's load on first use). */
  onReady?: () => void;
  /** The test fields' invalid keys after a failed tokenize (to mark them). */
  invalidFields?: readonly string[];
  /** The test gateway's clock, for the expiry. Default: now. */
  now?: () => Date;
  translations?: Partial<TestCardTranslations>;
  className?: string;
}

const EMPTY_CARD: TestCardFields = { number: '', expirationDate: '', cvv: '' };

/**
 * Card entry behind one `tokenize()` (a ref): the test gateway's own fields when the client token's
 * gateway is `test`, Braintree's Hosted Fields when it is `braintree` (braintree-web, loaded on
 * first use so no bundle without card payments carries it). Card data never reaches our server.
 */
export const CardEntry = forwardRef<CardEntryHandle, CardEntryProps>(function CardEntry(
  { clientToken, disabled, onReady, invalidFields, now = () => new Date(), translations, className },
  ref,
) {
  return (
    <div className={cx('trove-card-entry', className)}>
      {clientToken.gateway === 'test' ? (
        <TestCardEntry
          ref={ref}
          disabled={disabled}
          onReady={onReady}
          invalidFields={invalidFields}
          now={now}
          translations={translations}
        />
      ) : (
        <BraintreeCardEntry
          ref={ref}
          authorization={clientToken.client_token}
          onReady={onReady}
          translations={translations}
        />
      )}
    </div>
  );
});

interface TestCardEntryProps {
  disabled: boolean | undefined;
  onReady: (() => void) | undefined;
  invalidFields: readonly string[] | undefined;
  now: () => Date;
  translations: Partial<TestCardTranslations> | undefined;
}

const TestCardEntry = forwardRef<CardEntryHandle, TestCardEntryProps>(function TestCardEntry(
  { disabled, onReady, invalidFields, now, translations },
  ref,
) {
  const [card, setCard] = useState(EMPTY_CARD);
  const current = useRef(card);
  current.current = card;
  useImperativeHandle(ref, () => ({ tokenize: async () => tokenizeTestCard(current.current, now()) }), [now]);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current?.();
  }, []);
  return (
    <TestCardFieldsView
      value={card}
      onChange={setCard}
      invalid={invalidFields}
      disabled={disabled}
      translations={translations}
    />
  );
});

interface BraintreeCardEntryProps {
  authorization: string;
  onReady: (() => void) | undefined;
  translations: Partial<TestCardTranslations> | undefined;
}

const BraintreeCardEntry = forwardRef<CardEntryHandle, BraintreeCardEntryProps>(function BraintreeCardEntry(
  { authorization, onReady, translations },
  ref,
) {
  const t = { ...testCardTranslations, ...translations };
  const number = useRef<HTMLDivElement>(null);
  const expirationDate = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const fields = useRef<Promise<HostedFields> | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    let torn = false;
    const created = import('braintree-web/hosted-fields').then(async ({ create }) => {
      if (!number.current || !expirationDate.current || !cvv.current) throw new TokenizeError('other');
      const instance = await create({
        authorization,
        fields: {
          number: { container: number.current, iframeTitle: t.cardNumber },
          expirationDate: {
            container: expirationDate.current,
            placeholder: 'MM/YY',
            iframeTitle: t.expirationDate,
          },
          cvv: { container: cvv.current, iframeTitle: t.cvv },
        },
      });
      if (torn) void instance.teardown();
      else ready.current?.();
      return instance;
    });
    // a load that failed is a network problem to the member (the gateway's script did not come)
    fields.current = created.catch((error: unknown) => {
      throw isTokenizeError(error) ? error : new TokenizeError('network', [], { cause: error });
    });
    fields.current.catch(() => {});
    return () => {
      torn = true;
      void created.then((instance) => instance.teardown()).catch(() => {});
    };
  }, [authorization, t.cardNumber, t.expirationDate, t.cvv]);

  useImperativeHandle(ref, () => ({
    tokenize: async () => {
      const instance = await (fields.current ?? Promise.reject(new TokenizeError('other')));
      try {
        const { nonce } = await instance.tokenize();
        return nonce;
      } catch (error) {
        throw braintreeTokenizeError(error);
      }
    },
  }));

  return (
    <div className="trove-card-entry__fields" data-gateway="braintree">
      <div className="trove-field trove-card-entry__number">
        <span className="trove-field__label">{t.cardNumber}</span>
        <div ref={number} className="trove-field__input trove-card-entry__hosted" />
      </div>
      <div className="trove-field trove-card-entry__expirationDate">
        <span className="trove-field__label">{t.expirationDate}</span>
        <div ref={expirationDate} className="trove-field__input trove-card-entry__hosted" />
      </div>
      <div className="trove-field trove-card-entry__cvv">
        <span className="trove-field__label">{t.cvv}</span>
        <div ref={cvv} className="trove-field__input trove-card-entry__hosted" />
      </div>
    </div>
  );
});
