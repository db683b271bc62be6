/** Class lists shared by the back-office pages, so every control looks and focuses the same. */
export const linkClass =
  "font-semibold text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700";

export const fieldClass =
  "rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700";

export const tableClass = "w-full border-collapse text-left text-sm";
export const headCellClass = "border-b border-slate-300 py-2 pr-4 font-semibold text-slate-800";
export const cellClass = "border-b border-slate-200 py-2 pr-4 align-top";
