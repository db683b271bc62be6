import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { headCellClass, tableClass } from "./styles";

/**
 * A back-office table with a head row of column labels; the rows' cells stay with each caller, as their
 * classes and row headers differ. Other attributes of the `<table>` (`aria-labelledby`, `data-testid`)
 * pass through; its class is left out so every table keeps the shared look.
 */
export function AdminTable({
  columns,
  caption,
  children,
  ...table
}: Omit<ComponentPropsWithoutRef<"table">, "className" | "children"> & {
  /** The labels of one table differ, so each is its header's key. */
  columns: readonly string[];
  /** Read by screen readers only, where no heading names the table already. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <table className={tableClass} {...table}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={headCellClass}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
