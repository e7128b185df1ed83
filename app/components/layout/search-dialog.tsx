import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { salePricePaise, toPaise } from "#domain/money.ts";
import { SEARCH_MAX_LENGTH } from "#domain/catalogue/finder.ts";
import { Money } from "#app/components/shop/price.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { SearchSuggestions, type Suggestions } from "#app/components/catalogue/search-suggestions.tsx";
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

/** Categories and the best-rated plants, asked once when a search first finds nothing. */
function useSuggestions(wanted: boolean): Suggestions | null {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    const json = async (url: string) => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json();
    };
    Promise.all([json("/api/categories"), json("/api/products?sort=rating&limit=6")])
      .then(([categories, plants]) =>
        setSuggestions({
          categories: (categories as Array<Suggestions["categories"][number] & { productCount: number }>).filter(
            (c) => c.productCount > 0,
          ),
          plants: plants as Suggestions["plants"],
        }),
      )
      // Suggestions are a courtesy: without them the dialog still says nothing was found.
      .catch((error: unknown) => console.error(error));
  }, [wanted]);
  return suggestions;
}

/**
 * The combobox: the input owns focus, arrows move the active option, Enter opens it, or with none
 * active the results page (docs/product/catalogue.md#search). The results area keeps one height,
 * so the dialog does not jump as answers come and go.
 */
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

  const resultsHref = `/search?${new URLSearchParams({ q: text }).toString()}`;
  const open = (hit: SearchHit | undefined) => {
    if (!hit && !text) return;
    onDone();
    void navigate(hit ? `/plant/${hit.slug}` : resultsHref);
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
      open(hits[active]);
    }
  };

  let status = "";
  if (answer?.text === text && "failed" in answer) status = t("search.failed");
  else if (answer?.text === text && hits.length === 0) status = t("search.none");
  else if (answer?.text === text) status = t("search.found", { count: hits.length });
  const nothing = answer?.text === text && "hits" in answer && hits.length === 0;
  const suggestions = useSuggestions(nothing);

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
      {/* The listbox itself scrolls, not the area around it: a combobox's popup is reached with the
          arrow keys from the input, so it needs no tab stop of its own (WCAG 2.1.1). */}
      <div className="flex h-[min(20rem,45dvh)] flex-col" data-testid="search-area">
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t("search.results")}
          className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain", hits.length === 0 && "hidden")}
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
        <p
          role="status"
          className={cn(
            "text-sm",
            hits.length || !status ? "sr-only" : "px-1 py-4 text-center text-ink/75 dark:text-night-text/75",
          )}
        >
          {status}
        </p>
        {nothing && suggestions && (
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <SearchSuggestions suggestions={suggestions} onPick={onDone} />
          </div>
        )}
      </div>
      {/* Always there once something is typed: the matches narrowed by the plant finder's filters. */}
      <div className="flex h-10 items-center justify-center">
        {text && (
          <Link
            to={resultsHref}
            onClick={onDone}
            className="rounded-full px-4 py-2 text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline dark:text-leaf-200"
            data-testid="search-see-all"
          >
            {t("search.seeAll")}
          </Link>
        )}
      </div>
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
