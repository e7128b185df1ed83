import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Mirrors docs/product/pages.md#route-table. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("plants", "routes/plants.tsx"),
  route("plant/:slug", "routes/plant.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-detail.tsx"),
  route("nursery", "routes/nursery.tsx"),
  route("review", "routes/review.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("checkout", "routes/checkout.tsx"),
  // /shipping is the Shipping Policy, one of four policy pages (docs/product/complaints-and-policies.md#policy-pages).
  route("shipping", "routes/policy.tsx", { id: "routes/shipping" }),
  route("returns", "routes/policy.tsx", { id: "routes/returns" }),
  route("terms", "routes/policy.tsx", { id: "routes/terms" }),
  route("privacy", "routes/policy.tsx", { id: "routes/privacy" }),
  route("contact", "routes/contact.tsx"),
  route("cart-reminders/unsubscribe", "routes/cart-reminders-unsubscribe.tsx"),
  route("stock-alerts/unsubscribe", "routes/stock-alerts-unsubscribe.tsx"),
  route("ordersummary", "routes/ordersummary.tsx"),
  route("profile", "routes/profile.tsx"),
  route("orders/:id", "routes/order.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("returns", "routes/admin/returns.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("settings/policies", "routes/admin/policies.tsx"),
    route("complaints", "routes/admin/complaints.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("coupons", "routes/admin/coupons.tsx"),
    // Every kind of the catalogue (products, blogs, nurseries): one page made from its definition.
    route(":kind", "routes/admin/catalogue.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
