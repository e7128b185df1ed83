/** An order as the pages show it. Money stays in paise until <Price> formats it; pictures are media keys. */

export interface OrderItemView {
  productId: string | null;
  slug: string;
  title: string;
  image: string | null;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  quantity: number;
  lineTotalPaise: number;
}

export interface OrderView {
  id: string;
  date: string;
  status: string;
  userName: string;
  userEmail: string;
  subtotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** 'Cash on Delivery', or the masked card. */
  payment: { method: "cod" } | { method: "card"; brand: string; cardNumber: string; cardHolderName: string };
  shippingAddress: { street: string; city: string; state: string; zip: string };
  items: OrderItemView[];
}
