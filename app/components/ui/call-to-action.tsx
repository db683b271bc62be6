import { ButtonLink } from "./button";

/** The closing band of a content page: a heading, a sentence and one button to the next step. */
export function CallToAction({
  title,
  text,
  button,
  to,
}: {
  title: string;
  text: string;
  button: string;
  /** Language-neutral path. */
  to: string;
}) {
  return (
    <section aria-labelledby="call-to-action-heading" className="bg-red-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="call-to-action-heading" className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-red-50">{text}</p>
        <ButtonLink to={to} size="lg" variant="secondary" className="mt-6">
          {button}
        </ButtonLink>
      </div>
    </section>
  );
}
