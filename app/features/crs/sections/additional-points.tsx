import { Questions, type QuestionProps } from "../fields";
import { additionalQuestions } from "../questions";

export function AdditionalPoints(props: QuestionProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Questions questions={additionalQuestions} {...props} />
    </div>
  );
}
