import { z } from "zod";
import { useCase } from "#server/http/use-case.ts";
import { dashboardAnswer } from "./answers.ts";
import { getDashboardData } from "./dashboard.ts";
import { dashboardJson } from "./presenters.ts";

/** The dashboard feature's use case: the admin's figures at a glance. */

export const getDashboardCase = useCase({
  name: "dashboard.get",
  summary:
    "The dashboard's figures (revenue, the last days, low stock, payments to check) and the latest entries of each table",
  access: "admin",
  input: z.object({}),
  run: (shop) => getDashboardData(shop.db, { utrConfirmDays: shop.config.utrConfirmDays }),
  answer: dashboardAnswer,
  present: dashboardJson,
  http: { method: "get", path: "/admin/dashboard-data", from: "none" },
});

export const dashboardUseCases = [getDashboardCase];
