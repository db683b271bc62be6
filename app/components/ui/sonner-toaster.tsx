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
        // At the top, under the sticky header: the bottom of the screen holds the chat button, the
        // footer's contact lines and the buttons that raised the toast.
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 72, left: 8, right: 8 }}
        containerAriaLabel={label}
        toastOptions={{ classNames }}
      />
    </div>
  );
}
