import {
  type BasketLine,
  CARD_SOURCE_CODE,
  type CheckoutFlowState,
  type Country,
  canPlaceOrder,
  checkoutTotal,
  type UserAddress,
} from '@trove/core/shop';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../../forms/ui/FormAlert';
import { formatMoney } from '../../orders/ui/money';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { type AddressesSubmission, AddressStepView } from './AddressStepView';
import { type CartTranslations, cartTranslations } from './cartTranslations';

type Slot = 'modal' | 'lines' | 'line' | 'totals' | 'actions';

export interface CartModalHrefs {
  /** The member's orders (the complete step links to it). */
  orders: string;
}

export const cartModalHrefs: CartModalHrefs = { orders: '/orders' };

export interface CartModalViewProps {
  /** The flow's state (core's `checkoutFlowReducer`): its mode picks the step shown. */
  flow: CheckoutFlowState;
  /** Default: true. */
  isOpen?: boolean;
  onClose?: () => void;
  /** The login step's Log In. */
  onLogin?: () => void;
  /** A line's remove (only lines with `can_delete`). */
  onRemoveLine?: (line: BasketLine) => void;
  /** The urls of lines being removed: their buttons are disabled. */
  removingLines?: readonly string[];
  /** Continue from the cart. */
  onNext?: () => void;
  onBack?: () => void;
  onSubmitAddresses?: (submission: AddressesSubmission) => void;
  onChooseShipping?: (code: string) => void;
  onChoosePaymentMethod?: (code: string | null) => void;
  /** Pay (or Place order when no payment is due). */
  onPay?: () => void;
  /** The address forms' countries. */
  countries?: readonly Country[];
  /** The member's saved addresses, to choose from. */
  savedAddresses?: readonly UserAddress[];
  /** The payment step's card form (`CardEntry`), when paying by card; a spinner while it loads. */
  cardEntry?: ReactNode;
  hrefs?: Partial<CartModalHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<CartTranslations>;
}

const money = (amount: string, currency: string) => formatMoney(amount, currency);

/**
 * The cart modal (spec §4 Cart modal), one step per mode: loading, login, cart (lines with remove),
 * addresses, shipping-method, payment-method, payment (card entry, totals, Pay) and complete (the
 * order number and a link to the orders). Full-screen on a phone.
 */
export function CartModalView({
  flow,
  isOpen = true,
  onClose,
  onLogin,
  onRemoveLine,
  removingLines = [],
  onNext,
  onBack,
  onSubmitAddresses,
  onChooseShipping,
  onChoosePaymentMethod,
  onPay,
  countries = [],
  savedAddresses = [],
  cardEntry,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: CartModalViewProps) {
  const t = { ...cartTranslations, ...translations };
  const to = { ...cartModalHrefs, ...hrefs };
  const { mode, basket, submitting } = flow;
  const currency = basket?.currency ?? '';
  const back =
    onBack && mode !== 'cart' && mode !== 'complete' && mode !== 'loading' && mode !== 'login' ? (
      <button type="button" className="trove-button" disabled={submitting} onClick={onBack}>
        {t.back}
      </button>
    ) : null;
  // no payment due: the order is placed from the last step shown
  const placeOrder =
    mode !== 'payment' && canPlaceOrder(flow) ? (
      <button type="button" className="trove-button trove-button--primary" onClick={onPay}>
        {t.placeOrder}
      </button>
    ) : null;

  let body: ReactNode;
  switch (mode) {
    case 'loading':
      body = (
        <div className="trove-cart__loading" role="status">
          <span className="trove-spinner" aria-hidden="true" />
          <span className="trove-visually-hidden">{t.loading}</span>
        </div>
      );
      break;
    case 'login':
      body = (
        <div className="trove-cart__login">
          <p>{t.loginText}</p>
          <div className="trove-actions trove-cart__actions">
            <button type="button" className="trove-button trove-button--primary" onClick={onLogin}>
              {t.login}
            </button>
          </div>
        </div>
      );
      break;
    case 'cart': {
      const lines = basket?.lines ?? [];
      body =
        lines.length === 0 ? (
          <p className="trove-cart__empty">{t.emptyCart}</p>
        ) : (
          <>
            <ul className={cx('trove-cart__lines', classNames.lines)} aria-label={t.titles.cart}>
              {lines.map((line) => (
                <li key={line.url} className={cx('trove-cart__line', classNames.line)}>
                  {line.image ? (
                    <img className="trove-cart__image" src={line.image} alt="" />
                  ) : (
                    <span className="trove-cart__image" aria-hidden="true" />
                  )}
                  <div className="trove-cart__line-text">
                    <span className="trove-cart__line-title">{line.title}</span>
                    {line.quantity > 1 && (
                      <span className="trove-cart__line-quantity">
                        {t.quantity}: {line.quantity}
                      </span>
                    )}
                    {!line.can_delete && <span className="trove-cart__line-note">{t.auctionWin}</span>}
                  </div>
                  <span className="trove-cart__line-price">
                    {money(line.price_incl_tax, line.price_currency)}
                  </span>
                  {line.can_delete && (
                    <button
                      type="button"
                      className="trove-button trove-button--link trove-cart__remove"
                      aria-label={t.remove(line.title)}
                      disabled={removingLines.includes(line.url)}
                      onClick={() => onRemoveLine?.(line)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <dl className={cx('trove-cart__totals', classNames.totals)}>
              <div>
                <dt>{t.subtotal}</dt>
                <dd>{money(basket?.total_incl_tax ?? '0', currency)}</dd>
              </div>
            </dl>
            <div className={cx('trove-actions', 'trove-cart__actions', classNames.actions)}>
              <button type="button" className="trove-button trove-button--primary" onClick={onNext}>
                {t.checkout}
              </button>
            </div>
          </>
        );
      break;
    }
    case 'addresses':
      body = (
        <AddressStepView
          billing={flow.billingAddress}
          shipping={flow.shippingAddress}
          sameAsBilling={flow.shippingSameAsBilling}
          shippingRequired={basket?.is_shipping_required ?? true}
          errors={flow.addressErrors}
          message={flow.message}
          countries={countries}
          savedAddresses={savedAddresses}
          disabled={submitting}
          onSubmit={(submission) => onSubmitAddresses?.(submission)}
          actions={
            <>
              {back}
              {placeOrder}
            </>
          }
          t={t}
        />
      );
      break;
    case 'shipping-method':
      body =
        flow.shippingMethods === null ? (
          <Loading label={t.loading} actions={back} />
        ) : (
          <ChoiceStep
            legend={t.shippingMethods}
            choices={flow.shippingMethods.map((method) => ({
              code: method.code,
              label: method.name,
              detail:
                Number(method.price.incl_tax) === 0
                  ? t.free
                  : money(method.price.incl_tax, method.price.currency),
              description: method.description,
            }))}
            chosen={flow.shippingMethod?.code ?? null}
            message={flow.message}
            onSubmit={(code) => code !== null && onChooseShipping?.(code)}
            actions={back}
            extra={placeOrder}
            t={t}
          />
        );
      break;
    case 'payment-method':
      body =
        flow.paymentMethods === null ? (
          <Loading label={t.loading} actions={back} />
        ) : (
          <ChoiceStep
            legend={t.paymentMethods}
            choices={flow.paymentMethods.map((method) => ({ code: method.code, label: method.name }))}
            chosen={flow.paymentMethod?.code ?? null}
            message={flow.message}
            onSubmit={(code) => onChoosePaymentMethod?.(code)}
            actions={back}
            extra={placeOrder}
            t={t}
          />
        );
      break;
    case 'payment': {
      const total = money(checkoutTotal(flow), currency);
      const byCard = flow.paymentMethod?.code === CARD_SOURCE_CODE;
      body = (
        <div className="trove-cart__payment">
          <FormAlert messages={[flow.message ?? undefined]} />
          <dl className={cx('trove-cart__totals', classNames.totals)}>
            <div>
              <dt>{t.subtotal}</dt>
              <dd>{money(basket?.total_incl_tax ?? '0', currency)}</dd>
            </div>
            {flow.shippingMethod && (
              <div>
                <dt>
                  {t.shipping} ({flow.shippingMethod.name})
                </dt>
                <dd>{money(flow.shippingMethod.price.incl_tax, currency)}</dd>
              </div>
            )}
            <div className="trove-cart__total">
              <dt>{t.total}</dt>
              <dd>{total}</dd>
            </div>
          </dl>
          {byCard && (
            <section className="trove-cart__card" aria-label={t.card}>
              {cardEntry ?? <Loading label={t.loading} />}
            </section>
          )}
          <div className={cx('trove-actions', 'trove-cart__actions', classNames.actions)}>
            {back}
            <button
              type="button"
              className="trove-button trove-button--primary trove-cart__pay"
              disabled={submitting || (byCard && !cardEntry)}
              onClick={onPay}
            >
              {submitting ? t.paying : byCard ? t.pay(total) : t.placeOrder}
            </button>
          </div>
        </div>
      );
      break;
    }
    case 'complete':
      body = (
        <div className="trove-cart__complete">
          <p className="trove-cart__complete-title">{t.completeTitle}</p>
          {flow.order && <p className="trove-cart__order-number">{t.completeText(flow.order.number)}</p>}
          <div className="trove-actions trove-cart__actions">
            <Link href={to.orders} className="trove-button trove-button--primary">
              {t.viewOrders}
            </Link>
            {onClose && (
              <button type="button" className="trove-button" onClick={onClose}>
                {t.continueShopping}
              </button>
            )}
          </div>
        </div>
      );
      break;
  }
  return (
    <ModalDialog
      title={t.titles[mode]}
      isOpen={isOpen}
      onClose={submitting ? undefined : onClose}
      closeLabel={t.close}
      className={cx('trove-cart', classNames.modal)}
    >
      <div className="trove-cart__body" data-mode={mode}>
        {body}
      </div>
    </ModalDialog>
  );
}

function Loading({ label, actions }: { label: string; actions?: ReactNode }) {
  return (
    <>
      <div className="trove-cart__loading" role="status">
        <span className="trove-spinner" aria-hidden="true" />
        <span className="trove-visually-hidden">{label}</span>
      </div>
      {actions && <div className="trove-actions trove-cart__actions">{actions}</div>}
    </>
  );
}

interface Choice {
  code: string;
  label: string;
  detail?: string;
  description?: string;
}

/** A radio list of methods with Continue (shipping methods, payment methods). */
function ChoiceStep({
  legend,
  choices,
  chosen,
  message,
  onSubmit,
  actions,
  extra,
  t,
}: {
  legend: string;
  choices: Choice[];
  chosen: string | null;
  message: string | null;
  onSubmit: (code: string | null) => void;
  actions: ReactNode;
  extra: ReactNode;
  t: CartTranslations;
}) {
  const id = useId();
  const [selected, setSelected] = useState(chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(selected);
  };
  return (
    <form noValidate className="trove-form trove-cart__choices" onSubmit={submit}>
      <FormAlert messages={[message ?? undefined]} />
      <fieldset className="trove-cart__choice-list">
        <legend className="trove-cart__legend">{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.code} className="trove-cart__choice" htmlFor={`${id}-${choice.code}`}>
            <input
              id={`${id}-${choice.code}`}
              type="radio"
              name={id}
              value={choice.code}
              checked={selected === choice.code}
              onChange={() => setSelected(choice.code)}
            />
            <span className="trove-cart__choice-label">
              {choice.label}
              {choice.description && (
                <span className="trove-cart__choice-description">{choice.description}</span>
              )}
            </span>
            {choice.detail && <span className="trove-cart__choice-detail">{choice.detail}</span>}
          </label>
        ))}
      </fieldset>
      <div className="trove-actions trove-cart__actions">
        {actions}
        {extra}
        <button type="submit" className="trove-button trove-button--primary">
          {t.next}
        </button>
      </div>
    </form>
  );
}
