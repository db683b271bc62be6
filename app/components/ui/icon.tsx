import type { SVGProps } from "react";
import type { IconNode } from "lucide";

/*
 * A Lucide icon drawn from its data (`import { House } from "lucide"`). lucide-react wraps each icon in
 * a runtime (context, class names, size and stroke options) that every page loaded with its first
 * script, for options this site never uses: ADR 025.
 */
export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {node.map(([Tag, attrs], index) => (
        <Tag key={index} {...attrs} />
      ))}
    </svg>
  );
}
