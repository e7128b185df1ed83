import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "#domain/admin.ts";
import { productNames } from "#domain/catalogue/names.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import {
  MAX_RETURN_PHOTOS,
  MIN_RETURN_PHOTOS,
  RETURN_PHOTOS_COUNT,
  RETURN_REASON_NAMES,
  RETURN_REASONS,
  RETURN_WISH_NAMES,
  RETURN_WISHES,
} from "#domain/returns.ts";
import { fieldErrors, formValues } from "#domain/schemas/fields.ts";
import { returnRequestSchema } from "#domain/schemas/returns.ts";
import type { ReportableLineView, ReturnWindowView } from "#domain/views/order-returns.ts";
import { formError, type FormResult } from "#app/lib/forms.ts";
import { useLanguage, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { errorBorder, inputClass, TextAreaField } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";

/** The fetcher the request is posted through: its answer outlives the dialog, for the notice. */
const REPORT_FETCHER = "report-problem";

/** The photos the server takes (docs/product/commerce-core.md#returns-and-replacements). */
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** A field's look, as narrow as a count. */
const quantityClass = `${inputClass.replace("w-full", "w-20")} min-h-11 tabular`;

/**
 * 'Report a problem' on a delivered order, while the window is open
 * (docs/product/commerce-core.md#returns-and-replacements): the dialog that asks which plants,
 * what went wrong, photos and the wish, and posts them to the page as the API takes them. After
 * the window, a quiet line says for how long problems can be reported.
 */
export function ReportProblem({
  orderNumber,
  returnWindow,
  lines,
}: {
  orderNumber: string;
  returnWindow: ReturnWindowView;
  lines: ReportableLineView[];
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const fetcher = useFetcher<FormResult>({ key: REPORT_FETCHER });
  const [wanted, setWanted] = useState(false);
  // The answer there was when the dialog opened: only a newer one is this opening's.
  const [answerBefore, setAnswerBefore] = useState<FormResult | undefined>(undefined);
  const answer = fetcher.state === "idle" && fetcher.data !== answerBefore ? fetcher.data : undefined;
  const sent = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : undefined;
  const showSent = useTimedNotice(sent?.at);
  const open = wanted && !answer?.ok;

  if (returnWindow === null) return null;
  const reportable = returnWindow.open && lines.some((line) => line.left > 0);
  return (
    <div className="grid gap-3">
      {showSent && sent?.message && <Notice kind="success">{sent.message}</Notice>}
      {returnWindow.open ? (
        reportable && (
          <>
            <p className="text-sm text-ink/80 dark:text-night-text/80">
              {t("returns.windowOpen", { days: returnWindow.days })}
            </p>
            <Button
              variant="outline"
              className="min-h-11 justify-self-start"
              onClick={() => {
                setAnswerBefore(fetcher.data);
                setWanted(true);
              }}
            >
              {t("returns.report")}
            </Button>
          </>
        )
      ) : (
        <p className="text-sm text-ink/70 dark:text-night-text/70" data-testid="return-window-closed">
          {tm(returnWindow.refusal)}
        </p>
      )}
      <Modal
        open={open}
        onOpenChange={setWanted}
        title={t("returns.dialogTitle", { number: orderNumber })}
        description={t("returns.dialogText")}
      >
        <ReportForm lines={lines} refusal={answer && !answer.ok ? answer : undefined} />
      </Modal>
    </div>
  );
}

/** A field's error among the answer's: `lines.0.quantity` is told beside the lines. */
function errorOf(errors: Readonly<Record<string, MessageRef>>, field: string): MessageRef | undefined {
  return Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
}

interface ChosenPhoto {
  file: File;
  /** A data: URL (the pages' policy lets pictures in from those), once read. */
  preview: string | null;
}

/** The dialog's form: a new one each time the dialog opens. */
function ReportForm({ lines, refusal }: { lines: ReportableLineView[]; refusal: FormResult | undefined }) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const fetcher = useFetcher<FormResult>({ key: REPORT_FETCHER });
  const language = useLanguage();
  const ids = useId();
  const onlyLine = lines.filter((line) => line.left > 0).length === 1;
  const [quantities, setQuantities] = useState<number[]>(() =>
    lines.map((line) => (onlyLine && line.left > 0 ? 1 : 0)),
  );
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoProblem, setPhotoProblem] = useState<MessageRef | null>(null);
  const [checked, setChecked] = useState<Record<string, MessageRef>>({});
  const busy = fetcher.state !== "idle";
  // The browser's check first; once it passes, what the server said.
  const errors = Object.keys(checked).length > 0 ? checked : (refusal?.fields ?? {});
  const problem = formError(refusal);
  const asked = lines.flatMap((line, index) =>
    quantities[index]! > 0
      ? [
          {
            productId: line.productId,
            ...(line.variantId ? { variantId: line.variantId } : {}),
            quantity: quantities[index]!,
          },
        ]
      : [],
  );

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    setPhotoProblem(null);
    const room = MAX_RETURN_PHOTOS - photos.length;
    // A quick check for the obvious mistakes; the server checks the bytes themselves.
    const refused = files.find((file) => !PHOTO_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES);
    if (refused) {
      setPhotoProblem(
        refused.size > MAX_IMAGE_BYTES
          ? message("upload.namedTooLarge", { name: refused.name, mb: MAX_IMAGE_MB })
          : message("return.photos.notAccepted", { name: refused.name }),
      );
    } else if (files.length > room) {
      setPhotoProblem(RETURN_PHOTOS_COUNT);
    }
    const taken = files.filter((file) => file !== refused).slice(0, Math.max(0, room));
    setPhotos((before) => [...before, ...taken.map((file) => ({ file, preview: null }))]);
    for (const file of taken) {
      const reader = new FileReader();
      reader.onload = () => {
        const preview = typeof reader.result === "string" ? reader.result : null;
        setPhotos((before) => before.map((photo) => (photo.file === file ? { ...photo, preview } : photo)));
      };
      reader.readAsDataURL(file);
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    for (const photo of photos) data.append("photos", photo.file);
    const result = returnRequestSchema.safeParse(formValues(data));
    const problems = result.success ? {} : fieldErrors(result.error);
    // The server counts the photos once it knows the order is the customer's; here, at once.
    if (photos.length < MIN_RETURN_PHOTOS) problems.photos ??= RETURN_PHOTOS_COUNT;
    if (Object.keys(problems).length > 0) {
      // Rendered at once, so the first field at fault can take the focus.
      flushSync(() => setChecked(problems));
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setChecked({});
    void fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  }

  const linesError = errorOf(errors, "lines");
  const photosError = photoProblem ?? errorOf(errors, "photos");
  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={send} className="grid gap-5">
      <input type="hidden" name="intent" value="return" />
      <input type="hidden" name="lines" value={JSON.stringify(asked)} />

      <Choices legend={t("returns.lines")} error={linesError} errorId={`${ids}-lines`}>
        <ul className="grid gap-2">
          {lines.map((line, index) => (
            <li
              key={`${line.productId}/${line.variantId ?? ""}`}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border border-leaf-900/15 p-3 text-sm dark:border-white/15"
            >
              <label htmlFor={`${ids}-line-${index}`} className="min-w-0 flex-1 font-medium">
                <ProductName {...line.name} />
              </label>
              {line.left > 0 ? (
                <select
                  id={`${ids}-line-${index}`}
                  aria-label={t("returns.howMany", { title: productNames(language, line.name).name })}
                  aria-describedby={`${ids}-left-${index}${linesError ? ` ${ids}-lines` : ""}`}
                  aria-invalid={linesError ? true : undefined}
                  value={quantities[index]}
                  onChange={(event) => {
                    const quantity = Number(event.currentTarget.value);
                    setQuantities((before) => before.map((q, i) => (i === index ? quantity : q)));
                  }}
                  className={cn(quantityClass, linesError && errorBorder)}
                >
                  {Array.from({ length: line.left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="text-ink/70 dark:text-night-text/70">{t("returns.allReported")}</span>
              )}
              {line.left > 0 && (
                <span id={`${ids}-left-${index}`} className="basis-full text-xs text-ink/70 dark:text-night-text/70">
                  {t("returns.left", { count: line.left })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Choices>

      <Choices legend={t("returns.reason")} error={errorOf(errors, "reason")} errorId={`${ids}-reason`}>
        <div className="flex flex-wrap gap-2">
          {RETURN_REASONS.map((reason) => (
            <Chip key={reason} name="reason" value={reason} invalid={Boolean(errorOf(errors, "reason"))}>
              {tm(RETURN_REASON_NAMES[reason])}
            </Chip>
          ))}
        </div>
      </Choices>

      <TextAreaField
        label={t("returns.description")}
        name="description"
        rows={4}
        maxLength={1000}
        placeholder={t("returns.descriptionHint")}
        error={errorOf(errors, "description")}
      />

      <Choices legend={t("returns.photos")} error={photosError} errorId={`${ids}-photos`}>
        <p id={`${ids}-photos-hint`} className="mb-2 text-xs text-ink/70 dark:text-night-text/70">
          {t("returns.photosHint", { mb: MAX_IMAGE_MB })}
        </p>
        {photos.length > 0 && (
          <ul className="mb-3 grid grid-cols-3 gap-2">
            {photos.map((photo, index) => (
              <li key={`${photo.file.name}-${index}`} className="relative">
                <div className="aspect-square overflow-hidden rounded-xl bg-leaf-50 dark:bg-night">
                  {photo.preview && (
                    <img
                      src={photo.preview}
                      alt={t("returns.photoChosen", { n: index + 1, name: photo.file.name })}
                      className="size-full object-cover"
                    />
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => setPhotos((before) => before.filter((p) => p !== photo))}
                  aria-label={t("returns.removePhoto", { n: index + 1 })}
                  className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full text-ink"
                >
                  <span className="flex size-7 items-center justify-center rounded-full bg-paper/90 shadow-sm dark:bg-night/90 dark:text-night-text">
                    <X className="size-4" aria-hidden />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_RETURN_PHOTOS && (
          <label
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-leaf-700 px-5 py-2.5 text-sm font-semibold text-leaf-800 transition-colors duration-200 hover:bg-leaf-50 dark:border-leaf-300 dark:text-leaf-200 dark:hover:bg-night",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-500",
              photosError && "border-terracotta-500 dark:border-terracotta-400",
            )}
          >
            <ImagePlus className="size-4" aria-hidden />
            {t("returns.addPhotos")}
            <input
              type="file"
              accept={PHOTO_TYPES.join(",")}
              multiple
              onChange={addPhotos}
              aria-invalid={photosError ? true : undefined}
              aria-describedby={`${ids}-photos-hint${photosError ? ` ${ids}-photos` : ""}`}
              className="sr-only"
            />
          </label>
        )}
      </Choices>

      <Choices legend={t("returns.wish")} error={errorOf(errors, "wish")} errorId={`${ids}-wish`}>
        <div className="flex flex-wrap gap-2">
          {RETURN_WISHES.map((wish) => (
            <Chip key={wish} name="wish" value={wish} invalid={Boolean(errorOf(errors, "wish"))}>
              {tm(RETURN_WISH_NAMES[wish])}
            </Chip>
          ))}
        </div>
      </Choices>

      {problem && <Notice kind="error">{problem}</Notice>}
      <Button type="submit" disabled={busy} className="min-h-11 justify-self-start">
        {busy ? t("upi.sending") : t("returns.send")}
      </Button>
    </form>
  );
}

/** A group of the form with its legend, and its error read out when it appears. */
function Choices({
  legend,
  error,
  errorId,
  children,
}: {
  legend: string;
  error: MessageRef | undefined;
  errorId: string;
  children: ReactNode;
}) {
  const tm = useMessageText();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-terracotta-600 dark:text-terracotta-400">
          {tm(error)}
        </p>
      )}
    </fieldset>
  );
}

/** One answer of a group, as a chip (the variant choice's look). */
function Chip({
  name,
  value,
  invalid,
  children,
}: {
  name: string;
  value: string;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center rounded-2xl border px-4 py-2 text-sm transition-colors duration-150",
        invalid ? "border-terracotta-500 dark:border-terracotta-400" : "border-leaf-900/15 dark:border-white/15",
        "bg-white hover:border-leaf-600 dark:bg-night dark:hover:border-leaf-300",
        "has-checked:border-leaf-700 has-checked:bg-leaf-50 has-checked:ring-2 has-checked:ring-leaf-700",
        "dark:has-checked:border-leaf-300 dark:has-checked:bg-leaf-900/60 dark:has-checked:ring-leaf-300",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-700 dark:has-focus-visible:outline-leaf-300",
      )}
    >
      <input type="radio" name={name} value={value} aria-invalid={invalid || undefined} className="sr-only" />
      {children}
    </label>
  );
}
