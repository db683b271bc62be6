import { useCallback, useState } from "react";
import { notify } from "~/components/ui/toast";
import { cn } from "~/lib/cn";

export interface FormNotice {
  tone: "error" | "success";
  title: string;
  description?: string;
}

/**
 * Tells a form's outcome in a toast, or in the form itself when the toast's code cannot be loaded
 * (offline): `tell(notice)` toasts it; `inline` is the notice to show in the page instead, if any.
 */
export function useToastOrInline(): {
  inline: FormNotice | null;
  tell: (notice: FormNotice) => void;
  clear: () => void;
} {
  const [inline, setInline] = useState<FormNotice | null>(null);
  const clear = useCallback(() => setInline(null), []);
  const tell = useCallback((notice: FormNotice) => {
    setInline(null);
    notify(notice.title, {
      description: notice.description,
      variant: notice.tone === "error" ? "destructive" : "default",
      fallback: () => setInline(notice),
    });
  }, []);
  return { inline, tell, clear };
}

/** A notice in the page: an alert for what went wrong, a status for what went right. */
export function InlineNotice({ notice, className }: { notice: FormNotice; className?: string }) {
  return (
    <div
      role={notice.tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border p-4",
        notice.tone === "error"
          ? "border-red-700 bg-red-50 text-red-900"
          : "border-green-700 bg-green-50 text-green-900",
        className,
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description && <p>{notice.description}</p>}
    </div>
  );
}
