import { Questions, type QuestionProps } from "../fields";
import type { FourSkillField, LanguageScores } from "../form-state";
import { coreQuestions } from "../questions";
import { ScoreConverter } from "../score-converter";

export function CoreFactors({
  enhanced,
  onFillLanguage,
  ...props
}: QuestionProps & {
  enhanced: boolean;
  onFillLanguage: (field: FourSkillField, levels: Partial<LanguageScores>) => void;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Questions questions={coreQuestions.profile} {...props} />
      </div>
      <Questions questions={coreQuestions.languages} {...props} />
      <ScoreConverter t={props.t} enabled={enhanced} onFill={onFillLanguage} />
      <Questions questions={coreQuestions.work} {...props} />
    </>
  );
}
