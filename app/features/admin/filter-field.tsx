import { cn } from "~/lib/cn";

/** A back-office filter's label over its control (a search box, a list, a date). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
