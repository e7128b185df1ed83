import { useSearchParams } from "react-router";
import { ADMIN_DENIED, ADMIN_DENIED_PARAM } from "#domain/admin.ts";
import { Notice } from "#app/components/ui/notice.tsx";

/** A customer opening /admin is told so on the home page (docs/product/admin.md#access). */
export function AdminDeniedNotice() {
  const [params] = useSearchParams();
  if (params.get(ADMIN_DENIED_PARAM) !== "admin") return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <Notice kind="error">{ADMIN_DENIED}</Notice>
    </div>
  );
}
