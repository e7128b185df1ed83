import { ImagePlus } from "lucide-react";
import { type ChangeEvent, type ComponentProps, useId, useState } from "react";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "#domain/admin.ts";
import { removeFlag } from "#domain/schemas/admin-fields.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { FieldFrame } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

export function CheckboxField({ label, ...input }: ComponentProps<"input"> & { label: string }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-5 rounded accent-leaf-700 dark:accent-leaf-400" {...input} />
      {label}
    </label>
  );
}

/** A labelled input with a hint under it, both read out with it (and its error, if any). */
export function HintedField({
  label,
  hint,
  error,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; hint: string; error?: string | undefined }) {
  const hintId = useId();
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            {...input}
            aria-describedby={[hintId, control["aria-describedby"]].filter(Boolean).join(" ")}
          />
          <p id={hintId} className="text-xs text-ink/70 dark:text-night-text/70">
            {hint}
          </p>
        </>
      )}
    </FieldFrame>
  );
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** One picture slot: what is there now (or the new choice), a file input and "Remove". */
function ImageSlot({
  name,
  number,
  current,
  alt,
  error,
}: {
  name: string;
  /** Its place among several slots (1, 2…), or null for a kind's only picture. */
  number: number | null;
  current: string | null;
  alt: string;
  error: string | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A quick check for the obvious mistakes; the server checks the bytes themselves.
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setProblem(null);
    setPreview(null);
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES || !file.type.startsWith("image/")) {
      setProblem(
        file.size > MAX_IMAGE_BYTES
          ? t("images.tooLarge", { file: file.name, mb: MAX_IMAGE_MB })
          : t("images.notPicture", { file: file.name }),
      );
      event.currentTarget.value = "";
      return;
    }
    // A data: URL, which the pages' Content-Security-Policy allows for pictures.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-leaf-900/10 p-3 dark:border-white/10">
      <div className="aspect-square overflow-hidden rounded-xl bg-leaf-50 dark:bg-night">
        {preview ? (
          <img
            src={preview}
            alt={number === null ? t("images.new") : t("images.newSlot", { n: number })}
            className="size-full object-cover"
          />
        ) : current ? (
          <Picture
            imageKey={current}
            alt={alt}
            sizes="200px"
            width={200}
            height={200}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink/60 dark:text-night-text/60">
            <ImagePlus className="size-8" aria-hidden />
          </div>
        )}
      </div>
      <label htmlFor={id} className="text-sm font-medium">
        {number === null ? t("images.one") : t("images.slot", { n: number })}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={ACCEPT}
        onChange={onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:font-semibold file:text-leaf-900 dark:file:bg-night dark:file:text-leaf-100"
      />
      {current && !preview && (
        <CheckboxField
          label={number === null ? t("images.remove") : t("images.removeSlot", { n: number })}
          name={removeFlag(name)}
        />
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm text-terracotta-600 dark:text-terracotta-400">
          {message}
        </p>
      )}
    </div>
  );
}

/** The pictures of an entry: as many slots as its kind allows (3, 2 or 1; docs/product/catalogue.md#pictures). */
export function ImageSlots({
  slots,
  current,
  alt,
  errors,
}: {
  slots: readonly string[];
  current: ReadonlyArray<string | null>;
  alt: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">
        {slots.length === 1 ? t("images.one") : t("images.many", { max: slots.length })}
        <span className="ml-2 font-normal text-ink/70 dark:text-night-text/70">
          {t("images.formats", { mb: MAX_IMAGE_MB })}
        </span>
      </legend>
      <div className={cn("grid gap-3", slots.length > 1 ? "grid-cols-2 sm:grid-cols-3" : "max-w-56")}>
        {slots.map((slot, i) => (
          <ImageSlot
            key={slot}
            name={slot}
            number={slots.length === 1 ? null : i + 1}
            current={current[i] ?? null}
            alt={alt}
            error={errors[slot]}
          />
        ))}
      </div>
    </fieldset>
  );
}
