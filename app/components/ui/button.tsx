import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { LocalLink } from "~/lib/i18n/local-link";
import { cn } from "~/lib/cn";

/** The site's button look, shared by real buttons and links styled as buttons. */
export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
        secondary: "bg-white text-red-800 hover:bg-red-50 focus-visible:outline-white",
        outline: "border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700",
        /** On the brand red: a white outline beside a secondary button. */
        inverse: "border-2 border-white text-white hover:bg-red-900 focus-visible:outline-white",
        /** For actions that destroy data (deleting an account). */
        danger: "bg-red-800 text-white hover:bg-red-900 focus-visible:outline-red-800",
      },
      size: {
        md: "px-4 py-2 text-sm",
        lg: "px-6 py-3 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonLinkProps = ComponentProps<typeof LocalLink> & VariantProps<typeof buttonStyles>;

/** A link to one of the site's pages that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <LocalLink className={cn(buttonStyles({ variant, size }), className)} {...rest} />;
}
