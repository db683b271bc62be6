import { emptyIntake, serviceKeys, type IntakeValues } from "../../app/features/intake/fields";

/** A complete, valid form as a real applicant would fill it. */
export function completeIntake(): IntakeValues {
  return {
    ...emptyIntake(),
    fullName: "Hélène O’Brien-Nguyễn",
    dateOfBirth: "1990-04-12",
    nationality: "Nigerian",
    birthCountry: "Nigeria",
    phoneNumber: "+1 306-555-0199",
    email: "helene@example.ca",
    residentialAddress: "12 Rue Principale, Lagos",
    preferredProvince: "SK",
    communityPreference: "Saskatoon",
    maritalStatus: "Married",
    fatherName: "Jean O’Brien",
    fatherBirthPlace: "Dublin",
    motherName: "Mai Nguyễn",
    motherBirthPlace: "Hanoi",
    educationLevel: "master",
    institution: "University of Lagos",
    graduationYear: "2015",
    fieldOfStudy: "Civil engineering",
    educationCredentials: "WES assessment, 2024",
    professionalDesignations: "None",
    isStudying: "no",
    totalEducationYears: "18",
    currentEmployer: "Acme Construction",
    position: "Site engineer",
    yearsOfExperience: "7",
    employmentHistory: "2015–2019 junior engineer; 2019– site engineer",
    isFullTime: "yes",
    previousVisas: "no",
    hasLanguageTest: "yes",
    languageTestScore: "IELTS 8/7.5/7/7.5",
    hasConsultant: "no",
    hasJobOffer: "no",
    hasFamily: "no",
    financialStatus: "CAD 30,000 in savings",
    healthStatus: "Good",
    hasCriminalRecord: "no",
    hasWarCrimes: "no",
    hasExtremistSupport: "no",
    hasCharacterIssues: "no",
    preferredSettlementArea: "Saskatoon",
    previousCanadaExperience: "Visited in 2019",
    adaptabilityFactors: "Spouse studied in Canada",
    intentToContribute: "Work in infrastructure",
    dependentsInfo: "One child, 4",
    services: { pnp: true, expressEntry: true, rnip: false, postMigrationJob: false },
    consent: true,
  };
}

/**
 * The form as a browser posts it to the page's action without JavaScript: every answer as text,
 * "on" for each ticked box; unticked boxes are left out.
 */
export function intakeForm(values: IntakeValues = completeIntake()): URLSearchParams {
  const { services, consent, ...answers } = values;
  const form = new URLSearchParams(answers);
  for (const key of serviceKeys) if (services[key]) form.append(`services.${key}`, "on");
  if (consent) form.append("consent", "on");
  return form;
}
