import type { OrderItemView } from "#domain/views/orders.ts";
import { Picture } from "./picture.tsx";
import { Money } from "./price.tsx";
import { orderLineNamed } from "#domain/catalogue/names.ts";
import { ProductName } from "./product-name.tsx";

/** An order's lines: picture, title × quantity, line total (the customer's and the admin's view). */
export function OrderItems({ items }: { items: OrderItemView[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={`${item.slug}-${item.title}`} className="flex items-center gap-3 text-sm">
          <Picture
            imageKey={item.image}
            alt=""
            sizes="48px"
            width={48}
            height={48}
            className="size-12 rounded-xl object-cover"
          />
          <span className="flex-1">
            <ProductName {...orderLineNamed(item)} />
          </span>
          <span className="tabular">× {item.quantity}</span>
          <Money paise={item.lineTotalPaise} />
        </li>
      ))}
    </ul>
  );
}
