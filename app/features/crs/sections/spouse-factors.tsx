import { Questions, type QuestionProps } from "../fields";
import { spouseQuestions } from "../questions";

/** The note and the questions both stay in the page: calculator.css shows one by the answers in Core Factors. */
export function SpouseFactors(props: QuestionProps) {
  return (
    <>
      <p className="crs-spouse-note rounded-md bg-slate-50 p-3 text-slate-700">
        {props.t.spouseNotApplicable}
      </p>
      <div className="crs-spouse-fields space-y-5">
        <Questions questions={spouseQuestions} {...props} />
      </div>
    </>
  );
}
