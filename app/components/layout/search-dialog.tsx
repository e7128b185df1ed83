import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { salePricePaise, toPaise } from "#domain/money.ts";
import { SEARCH_MAX_LENGTH } from "#domain/catalogue/finder.ts";
import { Money } from "#app/components/shop/price.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** One row of GET /api/search. */
interface SearchHit {
  id: string;
  slug: string;
  title: string;
  titleHi: string | null;
  scientificName: string;
  image1: string | null;
  /** List price in rupees, and the discount percent. */
  price: number;
  discount: number;
}

/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 150;
const RESULT_LIMIT = 10;

type Answer = { text: string; hits: SearchHit[] } | { text: string; failed: true };

/**
 * Matches for what is typed, asked from the server (never the whole catalogue in the browser):
 * debounced, and a newer text aborts the request of the older one.
 */
function useSearch(text: string) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(text)}&limit=${RESULT_LIMIT}`, {
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`Search answered ${res.status}`);
        setAnswer({ text, hits: (await res.json()) as SearchHit[] });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setAnswer({ text, failed: true });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return text ? answer : null;
}

/** The combobox: the input owns focus, arrows move the active option, Enter opens it. */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const text = typed.trim();
  const answer = useSearch(text);
  const hits = answer && "hits" in answer ? answer.hits : [];
  // The active option belongs to one answer: a new answer starts with none active.
  const [cursor, setCursor] = useState<{ answer: Answer | null; index: number }>({ answer: null, index: -1 });
  const active = cursor.answer === answer ? cursor.index : -1;
  const setActive = (next: (index: number) => number) => setCursor({ answer, index: next(active) });
  const listRef = useRef<HTMLDivElement>(null);
  const waiting = text !== "" && answer?.text !== text;

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onDone();
    void navigate(`/plant/${hit.slug}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && hits.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === "ArrowUp" && hits.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(hits[Math.max(active, 0)]);
    }
  };

  let status = "";
  if (answer?.text === text && "failed" in answer) status = t("search.failed");
  else if (answer?.text === text && hits.length === 0) status = t("search.none");
  else if (answer?.text === text) status = t("search.found", { count: hits.length });

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-leaf-700 dark:text-leaf-300"
          aria-hidden
        />
        <input
          type="search"
          role="combobox"
          aria-label={t("search.label")}
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t("search.placeholder")}
          // The dialog opens for typing: the field, not the close button, takes focus.
          autoFocus
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-full border border-leaf-900/20 bg-white pl-11 pr-10 text-base placeholder:text-ink/60 dark:border-white/20 dark:bg-night dark:placeholder:text-night-text/60"
          data-testid="search-input"
        />
        {waiting && (
          <LoaderCircle
            className="absolute right-3.5 top-1/2 size-5 -translate-y-1/2 animate-spin text-leaf-700 motion-reduce:animate-none dark:text-leaf-300"
            aria-hidden
          />
        )}
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t("search.results")}
        className={cn("max-h-60 overflow-y-auto overscroll-contain", hits.length === 0 && "hidden")}
        data-testid="search-results"
      >
        {hits.map((hit, i) => (
          <Link
            key={hit.id}
            id={`${listId}-${i}`}
            data-index={i}
            role="option"
            aria-selected={i === active}
            to={`/plant/${hit.slug}`}
            tabIndex={-1}
            onClick={onDone}
            onMouseMove={() => setActive(() => i)}
            className={cn(
              "flex items-center gap-3 rounded-2xl p-2 transition-colors",
              i === active ? "bg-leaf-100 dark:bg-night" : "hover:bg-leaf-50 dark:hover:bg-night",
            )}
          >
            {hit.image1 ? (
              <img
                src={hit.image1}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-xl bg-leaf-50 object-cover"
              />
            ) : (
              <span className="size-12 shrink-0 rounded-xl bg-leaf-100 dark:bg-night" aria-hidden />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                <ProductName title={hit.title} titleHi={hit.titleHi} />
              </span>
              <span className="block truncate text-xs italic text-ink/75 dark:text-night-text/75">
                {hit.scientificName}
              </span>
            </span>
            {/* The price the shopper pays; the struck-out list price waits for the product page. */}
            <Money
              paise={salePricePaise(toPaise(hit.price), hit.discount)}
              className="shrink-0 text-sm font-semibold text-leaf-800 dark:text-leaf-200"
            />
          </Link>
        ))}
      </div>
      {hits.length > 0 && (
        // The matches narrowed by the plant finder's filters (category, care, price…).
        <Link
          to={`/plants?${new URLSearchParams({ q: text }).toString()}`}
          onClick={onDone}
          className="self-center rounded-full px-4 py-2 text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline dark:text-leaf-200"
          data-testid="search-see-all"
        >
          {t("search.seeAll")}
        </Link>
      )}
      <p
        role="status"
        className={cn(
          "text-sm",
          hits.length || !status ? "sr-only" : "px-1 py-4 text-center text-ink/75 dark:text-night-text/75",
        )}
      >
        {status}
      </p>
    </div>
  );
}

/** The 'Search Products' dialog: loaded only when first opened, so pages don't carry it. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("catalogue");
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("search.title")}>
      <SearchPanel onDone={onClose} />
    </Modal>
  );
}
