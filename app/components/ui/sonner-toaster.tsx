import { useEffect, type FocusEvent } from "react";
import { Toaster as Sonner } from "sonner";

// `notify` shows toasts with sonner's `toast`, taken from here once this code has loaded.
export { toast } from "sonner";

/*
 * Every kind of toast is white with dark text (WCAG AA whatever sonner's defaults); the kind shows in
 * a coloured edge and title, never in a background that the text colour must also match.
 */
const classNames = {
  toast: "!border-slate-300 !bg-white !text-slate-900 !shadow-lg",
  title: "!text-sm !font-semibold",
  description: "!text-sm !text-slate-700",
  closeButton: "!border-slate-400 !bg-white !text-slate-900",
  error: "!border-l-8 !border-l-red-700 [&_[data-title]]:!text-red-800 [&_[data-icon]]:!text-red-700",
  info: "!border-l-8 !border-l-sky-700 [&_[data-icon]]:!text-sky-700",
  success: "!border-l-8 !border-l-green-700",
  default: "!border-l-8 !border-l-slate-700",
  actionButton: "!bg-slate-900 !text-white",
};

/**
 * sonner's Toaster, loaded on the first toast. It tells `toast.ts` (through the Toaster, which
 * imports it: no import cycle) when it is listening and while the toast is held.
 */
export default function SonnerToaster({
  label,
  onMounted,
  holdToast,
}: {
  label: string;
  onMounted: () => void;
  holdToast: (held: boolean) => void;
}) {
  useEffect(onMounted, [onMounted]);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) holdToast(false);
  };
  return (
    <div
      onMouseEnter={() => holdToast(true)}
      onMouseLeave={() => holdToast(false)}
      onFocus={() => holdToast(true)}
      onBlur={onBlur}
    >
      <Sonner
        visibleToasts={1}
        closeButton
        // At the bottom, just above the chat button (16 px from the edge, 56 px tall): never over the
        // page's heading, which a toast announces, nor over an error summary, which is scrolled to the
        // top. Below 600 px sonner spans the width between the side offsets.
        position="bottom-right"
        offset={{ bottom: 88, right: 16 }}
        mobileOffset={{ bottom: 88, left: 8, right: 8 }}
        containerAriaLabel={label}
        toastOptions={{ classNames }}
      />
    </div>
  );
}
