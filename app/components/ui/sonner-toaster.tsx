import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";

/** sonner's Toaster with colours that meet WCAG AA (its own miss it). Loaded on the first toast. */
export default function SonnerToaster({ label }: { label: string }) {
  useEffect(toasterMounted, []);
  return (
    <Sonner
      visibleToasts={1}
      closeButton
      position="bottom-right"
      containerAriaLabel={label}
      toastOptions={{
        classNames: {
          toast: "!border-slate-300 !bg-white !text-slate-900",
          description: "!text-slate-700",
          error: "!border-red-800 !bg-red-700 !text-white [&_[data-description]]:!text-white",
          success: "!border-green-700",
          actionButton: "!bg-slate-900 !text-white",
        },
      }}
    />
  );
}
