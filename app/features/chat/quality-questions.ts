import type { Locale } from "~/lib/i18n/locale";

export interface QualityQuestion {
  question: string;
  /** Language of the page the question is asked from. */
  page: Locale;
  /** Language-neutral paths (without anchor); a good answer links at least one of them. */
  expect: string[];
  /**
   * Numbers the answer must state in its first paragraph, as digits: "22895" stands for "$22,895" and
   * "22 895 $". Those of the rounds come from the rounds fixture the suite answers with.
   */
  facts?: string[];
  /**
   * The same question in the other language has the same key: both answers must state the same numbers.
   */
  pair?: string;
}

/**
 * Questions visitors really ask, as they type them: both languages, misspellings, vague ones.
 * The embedded assistant must link a right page for at least 90 % of them.
 */
export const qualityQuestions: QualityQuestion[] = [
  { question: "What is a good CRS score?", page: "en", expect: ["/resources/faq", "/calculator"] },
  { question: "how do i calculate my crs points", page: "en", expect: ["/calculator"] },
  {
    question: "How long is my express entry profile valid",
    page: "en",
    expect: ["/resources/faq", "/resources/application-guides"],
  },
  {
    question: "I got an ITA, how many days do I have to submit?",
    page: "en",
    expect: ["/resources/faq", "/resources/application-guides"],
  },
  {
    question: "do i need a job ofer for express entry",
    page: "en",
    expect: ["/resources/faq", "/programs", "/resources/application-guides"],
  },
  {
    question: "What is a provincial nominee program?",
    page: "en",
    expect: ["/resources/faq", "/resources/provincial-guides", "/programs"],
  },
  { question: "difference between enhanced and base nomination", page: "en", expect: ["/resources/faq"] },
  {
    question: "Can I apply to more than one province?",
    page: "en",
    expect: ["/resources/faq", "/resources/provincial-guides"],
  },
  {
    question: "Do I need a provincial attestation letter for my study permit?",
    page: "en",
    expect: ["/resources/faq", "/blog/3"],
  },
  {
    question: "how much money do i need to show as a student",
    page: "en",
    expect: ["/resources/faq", "/resources/application-guides", "/study"],
  },
  { question: "can I work while studying in canada", page: "en", expect: ["/resources/faq", "/study"] },
  { question: "what is an LMIA", page: "en", expect: ["/resources/faq"] },
  {
    question: "Can my wife work in Canada while I work here?",
    page: "en",
    expect: ["/resources/faq", "/family", "/programs"],
  },
  {
    question: "can a work permit lead to permanent residency",
    page: "en",
    expect: ["/resources/faq", "/resources/application-guides"],
  },
  {
    question: "How do I sponsor my husband?",
    page: "en",
    expect: ["/family", "/resources/application-guides"],
  },
  {
    question: "who can sponsor a family member",
    page: "en",
    expect: ["/resources/application-guides", "/family"],
  },
  { question: "Can I bring my parents to Canada?", page: "en", expect: ["/family"] },
  { question: "super visa for my mother", page: "en", expect: ["/family", "/resources/document-templates"] },
  { question: "startup visa", page: "en", expect: ["/business"] },
  { question: "I want to invest and start a business in Canada", page: "en", expect: ["/business"] },
  { question: "employment reference letter template", page: "en", expect: ["/resources/document-templates"] },
  { question: "how to write a statment of purpose", page: "en", expect: ["/resources/document-templates"] },
  {
    question: "What file formats and size can I upload for documents?",
    page: "en",
    expect: ["/resources/supporting-documents"],
  },
  { question: "photo size", page: "en", expect: ["/resources/supporting-documents"] },
  { question: "What's your phone number?", page: "en", expect: ["/contact"] },
  { question: "I'd like to book an appointment", page: "en", expect: ["/contact"] },
  { question: "How much do you charge?", page: "en", expect: ["/contact"] },
  { question: "are you open on saturday", page: "en", expect: ["/contact"] },
  {
    question: "Saskatchewan immigrant nominee program",
    page: "en",
    expect: ["/blog/2", "/resources/provincial-guides"],
  },
  { question: "study permit cap 2024", page: "en", expect: ["/blog/3"] },
  { question: "category based draws", page: "en", expect: ["/blog/1", "/resources/application-guides"] },
  {
    question: "which language tests are accepted",
    page: "en",
    expect: ["/resources/application-guides", "/services"],
  },
  {
    question: "am I eligible to immigrate?",
    page: "en",
    expect: ["/pathways", "/calculator", "/immigration-form", "/contact"],
  },
  { question: "which program do I qualify for?", page: "en", expect: ["/pathways"] },
  { question: "à quel programme suis-je admissible?", page: "fr", expect: ["/pathways"] },
  { question: "biometrics", page: "en", expect: ["/resources/application-guides"] },
  { question: "what do you do with my personal information?", page: "en", expect: ["/privacy"] },
  { question: "Is the consultant licensed?", page: "en", expect: ["/about"] },
  { question: "do you help with IELTS preparation", page: "en", expect: ["/services"] },
  {
    question: "how do I open a bank account when I arrive",
    page: "en",
    expect: ["/resources/banking-guides"],
  },
  {
    question: "do I need to translate my birth certificate",
    page: "en",
    expect: ["/resources/supporting-documents"],
  },
  { question: "Qu’est-ce qu’un bon score SCG?", page: "fr", expect: ["/resources/faq", "/calculator"] },
  { question: "calculer mon pointage entree express", page: "fr", expect: ["/calculator"] },
  {
    question: "Combien de temps mon profil Entrée express est-il valide?",
    page: "fr",
    expect: ["/resources/faq", "/resources/application-guides"],
  },
  { question: "ai-je besoin d'une offre d'emploi", page: "fr", expect: ["/resources/faq"] },
  { question: "c'est quoi une EIMT", page: "fr", expect: ["/resources/faq"] },
  { question: "Puis-je travailler pendant mes études?", page: "fr", expect: ["/resources/faq", "/study"] },
  {
    question: "comment parrainer ma femme",
    page: "fr",
    expect: ["/family", "/resources/application-guides"],
  },
  { question: "faire venir mes parents au Canada", page: "fr", expect: ["/family"] },
  { question: "visa pour démarrage d'entreprise", page: "fr", expect: ["/business"] },
  { question: "modèle de lettre d'invitation", page: "fr", expect: ["/resources/document-templates"] },
  {
    question: "quels formats de fichiers sont acceptés",
    page: "fr",
    expect: ["/resources/supporting-documents"],
  },
  { question: "Quel est votre numéro de téléphone?", page: "fr", expect: ["/contact"] },
  { question: "je voudrais prendre rendez-vous", page: "fr", expect: ["/contact"] },
  { question: "quels sont vos tarifs", page: "fr", expect: ["/contact"] },
  { question: "lettre d'attestation provinciale", page: "fr", expect: ["/resources/faq", "/blog/3"] },
  { question: "nomination améliorée ou de base", page: "fr", expect: ["/resources/faq"] },
  { question: "que faites-vous de mes renseignements personnels", page: "fr", expect: ["/privacy"] },
  { question: "super visa pour ma mère", page: "fr", expect: ["/family", "/resources/document-templates"] },
  {
    question: "je veux immigrer en saskatchewan",
    page: "fr",
    expect: ["/resources/provincial-guides", "/blog/2", "/programs"],
  },
  {
    question: "programme des candidats de la saskatchewan",
    page: "fr",
    expect: ["/blog/2", "/resources/provincial-guides"],
  },
  {
    question: "permis de travail postdiplome",
    page: "fr",
    expect: ["/study", "/resources/faq", "/resources/application-guides"],
  },
  { question: "Comment obtenir un permis d'études ?", page: "fr", expect: ["/resources/application-guides"] },
  {
    question: "Quels documents pour Entrée express ?",
    page: "fr",
    expect: ["/resources/document-requirements"],
  },
  { question: "is the start-up visa still open", page: "en", expect: ["/business"] },
  {
    question: "what documents do I need for a study permit",
    page: "en",
    expect: ["/resources/document-requirements"],
  },
  { question: "Quelles sont vos heures d'ouverture ?", page: "fr", expect: ["/contact"] },
  {
    question: "what were the latest express entry draws",
    page: "en",
    expect: ["/resources/express-entry-rounds"],
  },
  // Questions whose answer is a number the site states: it must come first, and in both languages.
  {
    question: "Do I get CRS points for speaking French?",
    page: "en",
    expect: ["/calculator"],
    facts: ["25", "50"],
    pair: "french-points",
  },
  {
    question: "Est-ce que parler français donne des points SCG ?",
    page: "fr",
    expect: ["/calculator"],
    facts: ["25", "50"],
    pair: "french-points",
  },
  {
    question: "how many points is french worth in express entry",
    page: "en",
    expect: ["/calculator"],
    facts: ["25", "50"],
    pair: "french-points-2",
  },
  {
    question: "combien de points pour le français dans entrée express",
    page: "fr",
    expect: ["/calculator"],
    facts: ["25", "50"],
    pair: "french-points-2",
  },
  {
    question: "What were the cut-offs of the French-language draws?",
    page: "en",
    expect: ["/resources/express-entry-rounds"],
    facts: ["382"],
    pair: "french-rounds",
  },
  {
    question: "Quelle note fallait-il dans les tirages pour les francophones ?",
    page: "fr",
    expect: ["/resources/express-entry-rounds"],
    facts: ["382"],
    pair: "french-rounds",
  },
  {
    question: "lowest crs score in french draws",
    page: "en",
    expect: ["/resources/express-entry-rounds"],
    facts: ["382"],
    pair: "french-rounds-2",
  },
  {
    question: "seuil des rondes en français",
    page: "fr",
    expect: ["/resources/express-entry-rounds"],
    facts: ["382"],
    pair: "french-rounds-2",
  },
  {
    question: "How long does spousal sponsorship take?",
    page: "en",
    expect: ["/resources/application-guides", "/family"],
    facts: ["12"],
    pair: "spousal-time",
  },
  {
    question: "Combien de temps prend le parrainage d’un époux ?",
    page: "fr",
    expect: ["/resources/application-guides", "/family"],
    facts: ["12"],
    pair: "spousal-time",
  },
  {
    question: "processing time to sponsor my wife",
    page: "en",
    expect: ["/resources/application-guides", "/family"],
    facts: ["12"],
    pair: "spousal-time-2",
  },
  {
    question: "délai de traitement pour parrainer ma conjointe",
    page: "fr",
    expect: ["/resources/application-guides", "/family"],
    facts: ["12"],
    pair: "spousal-time-2",
  },
  // The meetings' prices are the consultant's settings; the suite answers with a consultation at $150.
  {
    question: "How much does a consultation cost?",
    page: "en",
    expect: ["/book-appointment"],
    facts: ["150"],
    pair: "consultation-price",
  },
  {
    question: "Combien coûte une consultation ?",
    page: "fr",
    expect: ["/book-appointment"],
    facts: ["150"],
    pair: "consultation-price",
  },
  {
    question: "what is the price of a consultation with the consultant",
    page: "en",
    expect: ["/book-appointment"],
    facts: ["150"],
    pair: "consultation-price-2",
  },
  {
    question: "quel est le prix d'une consultation",
    page: "fr",
    expect: ["/book-appointment"],
    facts: ["150"],
    pair: "consultation-price-2",
  },
  {
    question: "Is the discovery call free or do I have to pay?",
    page: "en",
    expect: ["/book-appointment"],
    facts: ["15"],
    pair: "discovery-price",
  },
  {
    question: "Est-ce que l’appel de découverte est gratuit ou payant ?",
    page: "fr",
    expect: ["/book-appointment"],
    facts: ["15"],
    pair: "discovery-price",
  },
  {
    question: "How much money do I need to study in Canada?",
    page: "en",
    expect: ["/resources/faq", "/study", "/resources/application-guides"],
    facts: ["22895"],
    pair: "study-funds",
  },
  {
    question: "Combien d’argent faut-il pour étudier au Canada ?",
    page: "fr",
    expect: ["/resources/faq", "/study", "/resources/application-guides"],
    facts: ["22895"],
    pair: "study-funds",
  },
  {
    question: "proof of funds for a student visa",
    page: "en",
    expect: ["/resources/faq", "/study", "/resources/application-guides", "/resources/document-requirements"],
    facts: ["22895"],
    pair: "study-funds-2",
  },
  {
    question: "preuve de fonds pour un permis d'études",
    page: "fr",
    expect: ["/resources/faq", "/study", "/resources/application-guides", "/resources/document-requirements"],
    facts: ["22895"],
    pair: "study-funds-2",
  },
];
