import { formatPrice, type Category, type OrderLine } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { ProductArt } from './ProductArt';
import './order-line-item.css';

interface OrderLineItemProps {
  line: OrderLine;
  /** From the catalogue, for the art's backdrop; undefined if the product was withdrawn. */
  category: Category | undefined;
  /** Anything that belongs to the line, e.g. its review form. */
  children?: ReactNode;
}

/** One line of an order as it was bought: the name, price and image of that moment. */
export function OrderLineItem({ line, category, children }: OrderLineItemProps) {
  return (
    <li className="order-line">
      <div className="order-line__art">
        <ProductArt
          imageUrl={line.image}
          title={line.productName}
          category={category}
          seed={line.productId}
        />
      </div>
      <div className="order-line__info">
        <h3 className="order-line__name">{line.productName}</h3>
        <p className="order-line__unit">
          {line.quantity} × {formatPrice(line.productPrice)}
        </p>
      </div>
      <span className="order-line__total">{formatPrice(line.productPrice * line.quantity)}</span>
      {children && <div className="order-line__extra">{children}</div>}
    </li>
  );
}
