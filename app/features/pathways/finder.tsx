import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { InlineNotice } from "~/components/form/notice";
import { buttonStyles } from "~/components/ui/button";
import { crsMessages } from "~/features/crs/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { FinderQuestions } from "./finder-form";
import { pathwaysMessages } from "./messages";
import { profileFromSearchParams, profileToSearchParams, type PathwaysProfile } from "./profile";
import { PathwaysResults, type CrsEstimate } from "./results";
import type { PathwaysResultsData } from "./results-data";

/**
 * The Pathways Finder: a GET form whose query string is the profile (the calculator's names plus the
 * finder's own), and the server-rendered results below it. Without JavaScript the form submits as it
 * is; with it, the address is the profile's canonical query, shareable and short.
 */
export function PathwaysFinder({
  profile,
  results,
  crs,
  rounds,
  unanswered = false,
}: {
  profile: PathwaysProfile;
  results: PathwaysResultsData | null;
  crs: CrsEstimate | null;
  rounds?: ReactNode;
  /** The last search got no answer from the server (offline): the form says so. */
  unanswered?: boolean;
}) {
  const t = useMessages(pathwaysMessages);
  const crsT = useMessages(crsMessages);
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const finding = useRef(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const query = profileToSearchParams(profile).toString();

  useEffect(() => {
    if (!finding.current || navigation.state !== "idle") return;
    finding.current = false;
    if (!results) return;
    // The results' heading, focused and scrolled to, tells a screen reader the answers were checked.
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView({ block: "start" });
  }, [navigation.state, results]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") sent.append(name, value);
    }
    finding.current = true;
    navigate(
      { pathname, search: `?${profileToSearchParams(profileFromSearchParams(sent))}` },
      { preventScrollReset: true },
    );
  }

  const wording = { t, crs: crsT, locale };
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <form
        // A new profile (a search, back or forward) puts its answers in the form.
        key={query}
        method="get"
        action={`${pathname}#pathways-results`}
        noValidate
        onSubmit={onSubmit}
        className="pw-form max-w-4xl"
      >
        <FinderQuestions t={t} crs={crsT} profile={profile} />
        <button type="submit" className={buttonStyles({ size: "lg", className: "mt-6 w-full sm:w-auto" })}>
          {t.submit}
        </button>
        {unanswered && (
          <InlineNotice
            notice={{ tone: "error", title: t.unansweredTitle, description: t.unanswered }}
            className="mt-4"
          />
        )}
      </form>
      {results && (
        <PathwaysResults
          data={results}
          query={query}
          crs={crs}
          rounds={rounds}
          wording={wording}
          headingRef={resultsHeading}
        />
      )}
    </div>
  );
}
