/** One row of Billing's lists: what it is, its date and what it concerns, its amount, then what can be done with it. */
import type { ReactNode } from 'react';
import { formatOrderDay } from '../../lib/order-format';

type Props = {
  /** A document's number, or a balance movement's kind (`kind`). */
  name: string;
  kind?: boolean;
  /** Its date (an ISO timestamp), shown as a day. */
  at: string;
  /** What follows the date: the invoice it is for, or the document a movement came from. */
  about: ReactNode;
  amount: string;
  /** A status badge, a download. */
  children?: ReactNode;
};

export function DocumentItem({ name, kind = false, at, about, amount, children }: Props) {
  return (
    <li className="invoice-item">
      <span className={kind ? 'balance-kind' : 'invoice-number'}>{name}</span>
      <span className="muted invoice-meta">
        <time dateTime={at}>{formatOrderDay(at)}</time> · {about}
      </span>
      <span className="invoice-total">{amount}</span>
      {children}
    </li>
  );
}
