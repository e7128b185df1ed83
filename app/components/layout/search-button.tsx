import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { withFullStylesheet } from "#app/lib/stylesheet.ts";

const loadDialog = () => withFullStylesheet(import("./search-dialog.tsx"));
const SearchDialog = lazy(loadDialog);

/** The header's search: opens the 'Search Products' dialog (also with Ctrl+K / ⌘K). */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t("search.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // Fetch the dialog's code as soon as a pointer or focus comes near, so it opens at once.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-testid="search-button"
      >
        <Search className="size-5" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
