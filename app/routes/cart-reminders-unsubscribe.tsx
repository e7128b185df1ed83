import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { message } from "#domain/i18n/message.ts";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formError, type FormResult } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { intentAction, runUseCase } from "#app/lib/use-case.server.ts";
import { cartRemindersStopped } from "#server/features/cart/cart-reminders.ts";
import { resumeCartRemindersCase, stopCartRemindersCase } from "#server/features/cart/use-cases.ts";
import { AppError } from "#server/http/errors.ts";
import type { Route } from "./+types/cart-reminders-unsubscribe";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: metaTranslator(matches, "checkout")("reminders.metaTitle") },
    { name: "robots", content: "noindex" },
  ];
}

/** The link's token, and whether its customer has stopped the reminders; a token this shop did not sign is a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return { token, valid: true, stopped: await cartRemindersStopped(context, token) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return data({ token, valid: false, stopped: false }, 404);
    throw error;
  }
}

export const action = ({ request, context }: Route.ActionArgs) =>
  intentAction(request, {
    stop: async (form) => {
      await runUseCase(stopCartRemindersCase, { context, request }, form);
      return { ok: true };
    },
    resume: async (form) => {
      await runUseCase(resumeCartRemindersCase, { context, request }, form);
      return { ok: true, message: message("cart.reminders.resumed") };
    },
  });

/**
 * A cart reminder's opt-out link (docs/product/orders.md#cart-reminder): one click stops the
 * reminders, without signing in (the link's signed token is the proof). Opening the page only
 * reads; once it runs in a browser it stops them by itself, which a mail program that checks
 * links by fetching them does not do. Without JavaScript, its button does the same. Stopped,
 * it offers to turn them on again.
 */
export default function CartRemindersUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { token, valid, stopped } = loaderData;
  const { t } = useTranslation("checkout");
  const fetcher = useFetcher<FormResult>();
  const { submit } = fetcher;
  const busy = fetcher.state !== "idle";
  const stoppedOnce = useRef(false);
  useEffect(() => {
    if (!valid || stopped || stoppedOnce.current) return;
    stoppedOnce.current = true;
    void submit({ intent: "stop", token }, { method: "post" });
  }, [valid, stopped, token, submit]);
  const refusal = formError(fetcher.data);

  // Stopped, the way back to the cart leads; otherwise stopping does.
  const links = (
    <div className="grid gap-3">
      <ButtonLink to="/checkout" variant={stopped ? "primary" : "outline"} className="w-full">
        {t("reminders.viewCart")}
      </ButtonLink>
      <ButtonLink to="/plants" variant={stopped ? "outline" : "ghost"} className="w-full">
        {t("reminders.continue")}
      </ButtonLink>
    </div>
  );
  if (!valid) {
    return (
      <AuthCard title={t("reminders.invalid.title")} subtitle={t("reminders.invalid.text")}>
        {links}
      </AuthCard>
    );
  }
  const form = (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {refusal && <Notice kind="error">{refusal}</Notice>}
      {!stopped && fetcher.data?.message && <Notice kind="success">{fetcher.data.message}</Notice>}
      <Button
        type="submit"
        name="intent"
        value={stopped ? "resume" : "stop"}
        variant={stopped ? "ghost" : "primary"}
        disabled={busy}
      >
        {busy ? t("reminders.saving") : stopped ? t("reminders.resume") : t("reminders.stop")}
      </Button>
    </fetcher.Form>
  );
  return (
    <AuthCard
      title={stopped ? t("reminders.stopped.title") : t("reminders.ask.title")}
      subtitle={stopped ? t("reminders.stopped.text") : t("reminders.ask.text")}
    >
      <div className="flex flex-col gap-3">
        {stopped ? links : form}
        {stopped ? form : links}
      </div>
    </AuthCard>
  );
}
