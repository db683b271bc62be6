/** Class lists shared by the back-office tables, so every table reads the same. */
export const tableClass = "w-full border-collapse text-left text-sm";
export const headCellClass = "border-b border-slate-300 py-2 pr-4 font-semibold text-slate-800";
export const cellClass = "border-b border-slate-200 py-2 pr-4 align-top";
