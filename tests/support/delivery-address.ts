/** A delivery address every order test can use: valid, with its PIN in the state it names. */
export const DELIVERY_ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411001",
};
