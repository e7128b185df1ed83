import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Mirrors SPEC.md's route table. */
export default [
  index("routes/home.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("profile", "routes/profile.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
