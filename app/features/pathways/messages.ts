import { defineMessages } from "~/lib/i18n/messages";

/**
 * The finder's own words. The calculator's questions keep the calculator's labels and options
 * (`crsMessages`); what is here is the finder's questions, the programmes' names and every sentence
 * of the results. `{need}` and `{have}` are levels or counts from the rules and the answers.
 */
export const pathwaysMessages = defineMessages({
  en: {
    lead: "Answer what you know and leave the rest. The finder checks the rules of each program against your answers and tells you which you meet, which you do not meet yet, and what would help most.",
    sections: {
      you: "You",
      spouse: "Your spouse or partner",
      languages: "Languages",
      work: "Work",
      education: "Education",
      canada: "Canada and Saskatchewan",
      plans: "Other plans",
    },
    spouseNote:
      "The questions about your spouse or partner appear when you are married or in a common-law relationship and your spouse or partner is coming with you.",
    fields: {
      skilledWorkYears: "Years of continuous full-time skilled work in the last 10 years, in any country",
      canadianWorkTeer: "TEER category of your job in Canada",
      educationAssessed:
        "Is your education Canadian, or assessed with an Educational Credential Assessment (ECA)?",
      proofOfFunds: "Can you show settlement funds (proof of funds)?",
      tradeExperience: "Two years of full-time work in a skilled trade in the last 5 years",
      canadianStudy: "Two years of full-time study in Canada, in a program of at least two years",
      spouseCanadianStudy:
        "Your spouse's or partner's two years of full-time study in Canada, in a program of at least two years",
      relativeInCanada: "A relative living in Canada who is a citizen or permanent resident",
      saskatchewanJobOffer: "A full-time job offer from a Saskatchewan employer",
      saskatchewanRelative: "A close relative living in Saskatchewan who is a citizen or permanent resident",
      saskatchewanWork: "A year of work in Saskatchewan on a work permit in the last 5 years",
      saskatchewanStudy: "A full-time year of study at a Saskatchewan college or university",
      workingInSaskatchewan: "Are you working in Saskatchewan now, on a work permit?",
      studyPlans: "Do you plan to study in Canada?",
      familySponsor:
        "Is your spouse, partner, parent or child a Canadian citizen or permanent resident who could sponsor you?",
      smallCommunity: "Would you take a job in a smaller community outside the big cities?",
    },
    hints: {
      skilledWorkYears:
        "Paid work in a TEER 0, 1, 2 or 3 occupation, 30 hours a week (or the same hours part-time), in Canada or abroad.",
      canadianWorkTeer:
        "The TEER category is in the job's code in Canada's National Occupational Classification (NOC).",
      relativeInCanada:
        "A parent, grandparent, child, grandchild, brother, sister, aunt, uncle, niece or nephew, yours or your spouse's or partner's, 18 or older.",
      saskatchewanRelative:
        "A parent, brother, sister, aunt, uncle, niece, nephew, cousin, step-parent, grandparent or in-law.",
    },
    options: {
      skilledWorkYears: {
        "0": "None or less than a year",
        "1": "1 year",
        "2": "2 years",
        "3": "3 years",
        "4": "4 years",
        "5": "5 years",
        "6": "6 years or more",
      },
      canadianWorkTeer: {
        teer01: "TEER 0 or 1 (management or a profession)",
        teer23: "TEER 2 or 3 (technical, trades, administration)",
      },
    },
    submit: "Find my programs",
    unanswered:
      "We could not reach our server to check your answers. They are still here: check your connection and try again.",
    unansweredTitle: "Unable to Check Your Answers",
    results: {
      heading: "Your results",
      estimate:
        "This is an estimate from your answers: only IRCC or the province decides. The rules were checked on {date}.",
      meets: "You meet the requirements of: {list}.",
      meetsNone: "You do not meet the requirements of any of these programs yet.",
      worthDiscussing: "Worth discussing with us: {list}.",
      send: "Send my results to the consultant",
      sendLead: "Our licensed consultant can look at these answers with you and confirm what fits.",
      helpMost: "What would help most:",
      about: "About this program",
      source: "Official source",
      newTab: "(opens in a new tab)",
    },
    groups: {
      federal: "Federal programs and Express Entry",
      sinp: "Saskatchewan Immigrant Nominee Program (SINP)",
      other: "Other pathways",
    },
    programmes: {
      fsw: "Federal Skilled Worker Program",
      cec: "Canadian Experience Class",
      fst: "Federal Skilled Trades Program",
      expressEntry: "Express Entry",
      sinpEmploymentOffer: "SINP International Skilled Worker: Employment Offer",
      sinpOccupationInDemand: "SINP International Skilled Worker: Occupation In-Demand",
      sinpExpressEntry: "SINP International Skilled Worker: Saskatchewan Express Entry",
      sinpExperience: "SINP Saskatchewan Experience",
      study: "Study permit",
      family: "Family sponsorship",
      communityPilots: "Rural and Francophone Community Immigration Pilots",
    },
    status: {
      meets: "You meet the requirements",
      notYet: "Not met yet",
      doesNotApply: "Does not apply to you",
      worthDiscussing: "Worth discussing",
      answerToKnow: "Answer “{question}” to know",
    },
    checkState: { met: "Met:", notMet: "Not met:", missing: "Not answered:" },
    years: { none: "less than a year", one: "1 year", many: "{n} years", orMore: "{n} years or more" },
    level: "CLB {n}",
    checks: {
      skilledWork: {
        met: "You need {need} of continuous full-time skilled work in the last {window} years; you have {have}.",
        notMet:
          "You need {need} of continuous full-time skilled work in the last {window} years; you have {have}.",
        missing:
          "You need {need} of continuous full-time skilled work in the last {window} years: answer how many years you have.",
      },
      firstLanguage: {
        met: "You need {need} in each ability of your first official language; your lowest, {skill}, is {have}.",
        notMet: "You need {need} in each ability of your first official language; your {skill} is {have}.",
        missing: "You need {need} in each ability of your first official language: answer all four.",
      },
      education: {
        met: "You need a secondary or post-secondary credential, Canadian or assessed (ECA); you have one.",
        notMet:
          "You need a secondary or post-secondary credential, Canadian or assessed (ECA); you do not have one yet.",
        missing:
          "You need a secondary or post-secondary credential, Canadian or assessed (ECA): answer your level of education and whether it is assessed.",
      },
      funds: {
        met: "You need proof of settlement funds; you can show it.",
        waived: "You do not need proof of settlement funds, because you have a valid job offer.",
        notMet:
          "You need proof of settlement funds, unless you have a valid job offer; you cannot show it yet.",
        missing:
          "You need proof of settlement funds, unless you have a valid job offer: answer whether you can show it.",
      },
      fswPoints: {
        met: "You have {have} points out of 100; the pass mark is {need}.",
        notMet: "You have {have} points out of 100; the pass mark is {need}.",
        missing: "You have {have} points out of 100; the pass mark is {need}.",
      },
      canadianWork: {
        met: "You need {need} of skilled work in Canada in the last {window} years; you have it.",
        notMet: "You need {need} of skilled work in Canada in the last {window} years; you have less.",
        missing:
          "You need {need} of skilled work in Canada in the last {window} years: answer your Canadian work experience.",
      },
      cecLanguage: {
        met: "You need {need} in each ability for this job ({teer01} for TEER 0 or 1, {teer23} for TEER 2 or 3); your lowest, {skill}, is {have}.",
        notMet:
          "You need {need} in each ability for this job ({teer01} for TEER 0 or 1, {teer23} for TEER 2 or 3); your {skill} is {have}.",
        missing:
          "You need {teer01} in each ability for a TEER 0 or 1 job, {teer23} for TEER 2 or 3: answer your first official language and your job's TEER category.",
        missingTeer:
          "You need {teer01} in each ability for a TEER 0 or 1 job, {teer23} for TEER 2 or 3; your lowest, {skill}, is {have}: answer your job's TEER category.",
      },
      tradeExperience: {
        met: "You need {years} of full-time work in a skilled trade in the last {window} years; you have them.",
        notMet:
          "You need {years} of full-time work in a skilled trade in the last {window} years; you do not have them.",
        missing:
          "You need {years} of full-time work in a skilled trade in the last {window} years: answer whether you have them.",
      },
      tradeOffer: {
        met: "You need a full-time job offer or a Canadian certificate of qualification in your trade; you have one.",
        notMet:
          "You need a full-time job offer or a Canadian certificate of qualification in your trade; you have neither yet.",
        missing:
          "You need a full-time job offer or a Canadian certificate of qualification in your trade: answer whether you have one.",
      },
      fstLanguage: {
        met: "You need {speaking} in speaking and listening and {reading} in reading and writing; you have them.",
        notMet:
          "You need {speaking} in speaking and listening and {reading} in reading and writing; your {skill} is {have}.",
        missing:
          "You need {speaking} in speaking and listening and {reading} in reading and writing: answer all four abilities.",
      },
      federalProgramme: {
        met: "You need to meet a federal program of Express Entry; you meet: {list}.",
        notMet:
          "You need to meet a federal program of Express Entry (Federal Skilled Worker, Canadian Experience Class or Federal Skilled Trades); you meet none yet.",
        missing:
          "You need to meet a federal program of Express Entry (Federal Skilled Worker, Canadian Experience Class or Federal Skilled Trades).",
      },
      saskatchewanJobOffer: {
        met: "You need a full-time job offer from a Saskatchewan employer; you have one.",
        notMet: "You need a full-time job offer from a Saskatchewan employer; you do not have one yet.",
        missing: "You need a full-time job offer from a Saskatchewan employer: answer whether you have one.",
      },
      sinpLanguage: {
        met: "You need {need} in each ability of your first official language; your lowest, {skill}, is {have}.",
        notMet: "You need {need} in each ability of your first official language; your {skill} is {have}.",
        missing: "You need {need} in each ability of your first official language: answer all four.",
      },
      sinpExperience: {
        met: "You need {need} of skilled work in the last 10 years; you have {have}.",
        notMet: "You need {need} of skilled work in the last 10 years; you have {have}.",
        missing: "You need {need} of skilled work in the last 10 years: answer how many years you have.",
      },
      sinpEducation: {
        met: "You need post-secondary education or trade training of at least a year, Canadian or assessed (ECA); you have it.",
        notMet:
          "You need post-secondary education or trade training of at least a year, Canadian or assessed (ECA); you do not have it yet.",
        missing:
          "You need post-secondary education or trade training of at least a year, Canadian or assessed (ECA): answer your level of education and whether it is assessed.",
      },
      sinpPoints: {
        met: "You have {have} points out of 110; the pass mark is {need}.",
        notMet: "You have {have} points out of 110; the pass mark is {need}.",
        missing: "You have {have} points out of 110; the pass mark is {need}.",
      },
      workingInSaskatchewan: {
        met: "You work in Saskatchewan on a work permit: the Saskatchewan Experience streams may fit you.",
        notMet: "These streams are for people already working in Saskatchewan on a work permit.",
        missing: "These streams are for people already working in Saskatchewan on a work permit.",
      },
      studyPlans: {
        met: "You plan to study in Canada: a study permit is the first step.",
        notMet: "You do not plan to study in Canada.",
        missing: "A study permit is for people who plan to study in Canada.",
      },
      familySponsor: {
        met: "A spouse, partner, parent or child of yours is a citizen or permanent resident and could sponsor you.",
        notMet: "Family sponsorship needs a spouse, partner, parent or child in Canada to sponsor you.",
        missing: "Family sponsorship needs a spouse, partner, parent or child in Canada to sponsor you.",
      },
      smallCommunity: {
        met: "You would take a job in a smaller community: the pilots lead to permanent residence through a job with a designated employer.",
        notMet:
          "The pilots are for people who take a job in a participating smaller or Francophone community.",
        missing:
          "The pilots are for people who take a job in a participating smaller or Francophone community.",
      },
    },
    advice: {
      raiseLanguage: "Raise your {skill} to {level}.",
      raiseAllLanguage: "Reach {level} in every ability of your first official language: +{gain} points.",
      secondLanguage: "Reach {level} in every ability of your second official language: +{gain} points.",
      moreExperience: "Gain {years} of continuous full-time skilled work.",
      moreExperienceGain: "Reach {years} of skilled work: +{gain} points.",
      assessEducation:
        "Have your education assessed (an Educational Credential Assessment), or earn a Canadian credential.",
      showFunds: "Gather proof of settlement funds, or find a valid job offer.",
      jobOffer: "A valid job offer in Canada.",
      jobOfferGain: "A valid job offer would add {gain} points.",
      saskatchewanJobOffer: "A job offer from a Saskatchewan employer would add {gain} points.",
      tradeOfferOrCertificate:
        "A full-time job offer in your trade, or a certificate of qualification from a Canadian province or territory.",
      canadianWork: "A year of skilled work in Canada.",
      federalProgramme: "Meet one of the federal programs above first.",
      answer: "Answer {question}.",
    },
    questions: {
      skilledWork: "your years of skilled work",
      firstLanguage: "your first official language, in all four abilities",
      education: "your level of education and whether it is assessed",
      funds: "whether you can show settlement funds",
      fswPoints: "the questions of the selection grid",
      canadianWork: "your Canadian work experience",
      cecLanguage: "your Canadian job's TEER category and your first official language",
      tradeExperience: "whether you have two years of work in a skilled trade",
      tradeOffer: "whether you have a job offer or a certificate of qualification",
      fstLanguage: "your first official language, in all four abilities",
      federalProgramme: "the questions of the federal programs",
      saskatchewanJobOffer: "whether you have a Saskatchewan job offer",
      sinpLanguage: "your first official language, in all four abilities",
      sinpExperience: "your years of skilled work",
      sinpEducation: "your level of education and whether it is assessed",
      sinpPoints: "the questions of the points grid",
      workingInSaskatchewan: "whether you work in Saskatchewan now",
      studyPlans: "whether you plan to study in Canada",
      familySponsor: "whether a close family member could sponsor you",
      smallCommunity: "whether you would take a job in a smaller community",
    },
    grid: {
      fswCaption: "Federal Skilled Worker selection grid",
      sinpCaption: "SINP International Skilled Worker points grid",
      factor: "Factor",
      points: "Your points",
      maximum: "Maximum",
      total: "Total",
      passMark: "Pass mark: {n} points.",
      fsw: {
        language: "Official languages",
        education: "Education",
        experience: "Work experience",
        age: "Age",
        arrangedEmployment: "Arranged employment in Canada",
        adaptability: "Adaptability",
      },
      sinp: {
        education: "Education and training",
        experience: "Skilled work experience",
        language: "Language ability",
        age: "Age",
        connections: "Connection to Saskatchewan's labour market",
      },
      secondLanguageUncounted:
        "Your second official language earns some points on this grid below CLB 8, at steps no official source we could read states: they are not counted here, so your total may be a little higher.",
    },
    crs: {
      heading: "Your Express Entry score: {n} points",
      lead: "You meet a federal program, so you can enter the Express Entry pool, where candidates are ranked by their Comprehensive Ranking System (CRS) score. With the same answers, the CRS calculator estimates yours.",
      details: "See the details in the CRS calculator",
    },
  },
  fr: {
    lead: "Répondez à ce que vous savez et laissez le reste. L’outil compare les règles de chaque programme à vos réponses et vous indique ceux auxquels vous répondez, ceux auxquels vous ne répondez pas encore et ce qui vous aiderait le plus.",
    sections: {
      you: "Vous",
      spouse: "Votre époux ou conjoint",
      languages: "Langues",
      work: "Travail",
      education: "Études",
      canada: "Canada et Saskatchewan",
      plans: "Autres projets",
    },
    spouseNote:
      "Les questions sur votre époux ou conjoint s’affichent si vous êtes marié ou en union de fait et que votre époux ou conjoint vous accompagne.",
    fields: {
      skilledWorkYears:
        "Années de travail qualifié continu à temps plein au cours des 10 dernières années, dans n’importe quel pays",
      canadianWorkTeer: "Catégorie FEER de votre emploi au Canada",
      educationAssessed:
        "Vos études sont-elles canadiennes, ou évaluées par une évaluation des diplômes d’études (EDE) ?",
      proofOfFunds: "Pouvez-vous prouver que vous avez des fonds d’établissement (preuve de fonds) ?",
      tradeExperience:
        "Deux ans de travail à temps plein dans un métier spécialisé au cours des 5 dernières années",
      canadianStudy: "Deux ans d’études à temps plein au Canada, dans un programme d’au moins deux ans",
      spouseCanadianStudy:
        "Deux ans d’études à temps plein au Canada de votre époux ou conjoint, dans un programme d’au moins deux ans",
      relativeInCanada: "Un membre de votre famille vivant au Canada, citoyen ou résident permanent",
      saskatchewanJobOffer: "Une offre d’emploi à temps plein d’un employeur de la Saskatchewan",
      saskatchewanRelative: "Un proche parent vivant en Saskatchewan, citoyen canadien ou résident permanent",
      saskatchewanWork:
        "Une année de travail en Saskatchewan avec un permis de travail au cours des 5 dernières années",
      saskatchewanStudy:
        "Une année d’études à temps plein dans un collège ou une université de la Saskatchewan",
      workingInSaskatchewan: "Travaillez-vous en Saskatchewan en ce moment, avec un permis de travail ?",
      studyPlans: "Prévoyez-vous étudier au Canada ?",
      familySponsor:
        "Votre époux, conjoint, père, mère ou enfant est-il citoyen canadien ou résident permanent et en mesure de vous parrainer ?",
      smallCommunity: "Accepteriez-vous un emploi dans une petite communauté, loin des grandes villes ?",
    },
    hints: {
      skilledWorkYears:
        "Travail rémunéré dans une profession FEER 0, 1, 2 ou 3, 30 heures par semaine (ou l’équivalent à temps partiel), au Canada ou à l’étranger.",
      canadianWorkTeer:
        "La catégorie FEER figure dans le code de l’emploi de la Classification nationale des professions (CNP).",
      relativeInCanada:
        "Un parent, grand-parent, enfant, petit-enfant, frère, sœur, oncle, tante, neveu ou nièce, le vôtre ou celui de votre époux ou conjoint, âgé de 18 ans ou plus.",
      saskatchewanRelative:
        "Un parent, frère, sœur, oncle, tante, neveu, nièce, cousin, beau-parent, grand-parent ou membre de la belle-famille.",
    },
    options: {
      skilledWorkYears: {
        "0": "Aucune ou moins d’un an",
        "1": "1 an",
        "2": "2 ans",
        "3": "3 ans",
        "4": "4 ans",
        "5": "5 ans",
        "6": "6 ans ou plus",
      },
      canadianWorkTeer: {
        teer01: "FEER 0 ou 1 (gestion ou profession libérale)",
        teer23: "FEER 2 ou 3 (technique, métiers, administration)",
      },
    },
    submit: "Trouver mes programmes",
    unanswered:
      "Nous n’avons pas pu joindre notre serveur pour vérifier vos réponses. Elles sont toujours là\u00a0: vérifiez votre connexion, puis réessayez.",
    unansweredTitle: "Impossible de vérifier vos réponses",
    results: {
      heading: "Vos résultats",
      estimate:
        "Il s’agit d’une estimation fondée sur vos réponses\u00a0: seul IRCC ou la province décide. Les règles ont été vérifiées le {date}.",
      meets: "Vous répondez aux exigences des programmes suivants\u00a0: {list}.",
      meetsNone: "Vous ne répondez encore aux exigences d’aucun de ces programmes.",
      worthDiscussing: "À explorer avec nous\u00a0: {list}.",
      send: "Envoyer mes résultats à la consultante",
      sendLead:
        "Notre consultante agréée peut revoir ces réponses avec vous et confirmer ce qui vous convient.",
      helpMost: "Ce qui vous aiderait le plus\u00a0:",
      about: "À propos de ce programme",
      source: "Source officielle",
      newTab: "(s’ouvre dans un nouvel onglet)",
    },
    groups: {
      federal: "Programmes fédéraux et Entrée express",
      sinp: "Programme des candidats immigrants de la Saskatchewan (PCIS)",
      other: "Autres voies",
    },
    programmes: {
      fsw: "Programme des travailleurs qualifiés (fédéral)",
      cec: "Catégorie de l’expérience canadienne",
      fst: "Programme des travailleurs de métiers spécialisés (fédéral)",
      expressEntry: "Entrée express",
      sinpEmploymentOffer: "PCIS, Travailleur qualifié international\u00a0: Offre d’emploi",
      sinpOccupationInDemand: "PCIS, Travailleur qualifié international\u00a0: Professions en demande",
      sinpExpressEntry: "PCIS, Travailleur qualifié international\u00a0: Entrée express Saskatchewan",
      sinpExperience: "PCIS, Expérience en Saskatchewan",
      study: "Permis d’études",
      family: "Parrainage familial",
      communityPilots: "Programmes pilotes d’immigration dans les communautés rurales et francophones",
    },
    status: {
      meets: "Vous répondez aux exigences",
      notYet: "Pas encore",
      doesNotApply: "Ne s’applique pas à vous",
      worthDiscussing: "À explorer",
      answerToKnow: "Répondez à «\u00a0{question}\u00a0» pour le savoir",
    },
    checkState: { met: "Respecté\u00a0:", notMet: "Non respecté\u00a0:", missing: "Sans réponse\u00a0:" },
    years: { none: "moins d’un an", one: "1 an", many: "{n} ans", orMore: "{n} ans ou plus" },
    level: "NCLC {n}",
    checks: {
      skilledWork: {
        met: "Il vous faut {need} de travail qualifié continu à temps plein au cours des {window} dernières années ; vous en avez {have}.",
        notMet:
          "Il vous faut {need} de travail qualifié continu à temps plein au cours des {window} dernières années ; vous en avez {have}.",
        missing:
          "Il vous faut {need} de travail qualifié continu à temps plein au cours des {window} dernières années\u00a0: indiquez combien d’années vous avez.",
      },
      firstLanguage: {
        met: "Il vous faut le {need} dans chaque compétence de votre première langue officielle ; votre plus faible, en {skill}, est le {have}.",
        notMet:
          "Il vous faut le {need} dans chaque compétence de votre première langue officielle ; en {skill}, vous avez le {have}.",
        missing:
          "Il vous faut le {need} dans chaque compétence de votre première langue officielle\u00a0: indiquez les quatre.",
      },
      education: {
        met: "Il vous faut un diplôme d’études secondaires ou postsecondaires, canadien ou évalué (EDE) ; vous en avez un.",
        notMet:
          "Il vous faut un diplôme d’études secondaires ou postsecondaires, canadien ou évalué (EDE) ; vous n’en avez pas encore.",
        missing:
          "Il vous faut un diplôme d’études secondaires ou postsecondaires, canadien ou évalué (EDE)\u00a0: indiquez votre niveau de scolarité et s’il est évalué.",
      },
      funds: {
        met: "Il vous faut une preuve de fonds d’établissement ; vous pouvez la fournir.",
        waived:
          "Vous n’avez pas besoin de preuve de fonds d’établissement, puisque vous avez une offre d’emploi valide.",
        notMet:
          "Il vous faut une preuve de fonds d’établissement, sauf si vous avez une offre d’emploi valide ; vous ne pouvez pas encore la fournir.",
        missing:
          "Il vous faut une preuve de fonds d’établissement, sauf si vous avez une offre d’emploi valide\u00a0: indiquez si vous pouvez la fournir.",
      },
      fswPoints: {
        met: "Vous avez {have} points sur 100 ; la note de passage est de {need}.",
        notMet: "Vous avez {have} points sur 100 ; la note de passage est de {need}.",
        missing: "Vous avez {have} points sur 100 ; la note de passage est de {need}.",
      },
      canadianWork: {
        met: "Il vous faut {need} de travail qualifié au Canada au cours des {window} dernières années ; vous l’avez.",
        notMet:
          "Il vous faut {need} de travail qualifié au Canada au cours des {window} dernières années ; vous en avez moins.",
        missing:
          "Il vous faut {need} de travail qualifié au Canada au cours des {window} dernières années\u00a0: indiquez votre expérience de travail au Canada.",
      },
      cecLanguage: {
        met: "Il vous faut le {need} dans chaque compétence pour cet emploi ({teer01} pour FEER 0 ou 1, {teer23} pour FEER 2 ou 3) ; votre plus faible, en {skill}, est le {have}.",
        notMet:
          "Il vous faut le {need} dans chaque compétence pour cet emploi ({teer01} pour FEER 0 ou 1, {teer23} pour FEER 2 ou 3) ; en {skill}, vous avez le {have}.",
        missing:
          "Il vous faut le {teer01} dans chaque compétence pour un emploi FEER 0 ou 1, le {teer23} pour FEER 2 ou 3\u00a0: indiquez votre première langue officielle et la catégorie FEER de votre emploi.",
        missingTeer:
          "Il vous faut le {teer01} dans chaque compétence pour un emploi FEER 0 ou 1, le {teer23} pour FEER 2 ou 3 ; votre plus faible, en {skill}, est le {have} : indiquez la catégorie FEER de votre emploi.",
      },
      tradeExperience: {
        met: "Il vous faut {years} de travail à temps plein dans un métier spécialisé au cours des {window} dernières années ; vous les avez.",
        notMet:
          "Il vous faut {years} de travail à temps plein dans un métier spécialisé au cours des {window} dernières années ; vous ne les avez pas.",
        missing:
          "Il vous faut {years} de travail à temps plein dans un métier spécialisé au cours des {window} dernières années\u00a0: indiquez si vous les avez.",
      },
      tradeOffer: {
        met: "Il vous faut une offre d’emploi à temps plein ou un certificat de compétence canadien dans votre métier ; vous en avez un.",
        notMet:
          "Il vous faut une offre d’emploi à temps plein ou un certificat de compétence canadien dans votre métier ; vous n’avez encore ni l’un ni l’autre.",
        missing:
          "Il vous faut une offre d’emploi à temps plein ou un certificat de compétence canadien dans votre métier\u00a0: indiquez si vous en avez un.",
      },
      fstLanguage: {
        met: "Il vous faut le {speaking} en expression orale et en compréhension de l’oral, et le {reading} en compréhension de l’écrit et en expression écrite ; vous les avez.",
        notMet:
          "Il vous faut le {speaking} en expression orale et en compréhension de l’oral, et le {reading} en compréhension de l’écrit et en expression écrite ; en {skill}, vous avez le {have}.",
        missing:
          "Il vous faut le {speaking} en expression orale et en compréhension de l’oral, et le {reading} en compréhension de l’écrit et en expression écrite\u00a0: indiquez les quatre compétences.",
      },
      federalProgramme: {
        met: "Il vous faut répondre aux exigences d’un programme fédéral d’Entrée express ; vous répondez à celles du ou des programmes suivants : {list}.",
        notMet:
          "Il vous faut répondre aux exigences d’un programme fédéral d’Entrée express (travailleurs qualifiés, expérience canadienne ou métiers spécialisés) ; vous n’y répondez pas encore.",
        missing:
          "Il vous faut répondre aux exigences d’un programme fédéral d’Entrée express (travailleurs qualifiés, expérience canadienne ou métiers spécialisés).",
      },
      saskatchewanJobOffer: {
        met: "Il vous faut une offre d’emploi à temps plein d’un employeur de la Saskatchewan ; vous en avez une.",
        notMet:
          "Il vous faut une offre d’emploi à temps plein d’un employeur de la Saskatchewan ; vous n’en avez pas encore.",
        missing:
          "Il vous faut une offre d’emploi à temps plein d’un employeur de la Saskatchewan\u00a0: indiquez si vous en avez une.",
      },
      sinpLanguage: {
        met: "Il vous faut le {need} dans chaque compétence de votre première langue officielle ; votre plus faible, en {skill}, est le {have}.",
        notMet:
          "Il vous faut le {need} dans chaque compétence de votre première langue officielle ; en {skill}, vous avez le {have}.",
        missing:
          "Il vous faut le {need} dans chaque compétence de votre première langue officielle\u00a0: indiquez les quatre.",
      },
      sinpExperience: {
        met: "Il vous faut {need} de travail qualifié au cours des 10 dernières années ; vous en avez {have}.",
        notMet:
          "Il vous faut {need} de travail qualifié au cours des 10 dernières années ; vous en avez {have}.",
        missing:
          "Il vous faut {need} de travail qualifié au cours des 10 dernières années\u00a0: indiquez combien d’années vous avez.",
      },
      sinpEducation: {
        met: "Il vous faut des études postsecondaires ou une formation de métier d’au moins un an, canadiennes ou évaluées (EDE) ; vous les avez.",
        notMet:
          "Il vous faut des études postsecondaires ou une formation de métier d’au moins un an, canadiennes ou évaluées (EDE) ; vous ne les avez pas encore.",
        missing:
          "Il vous faut des études postsecondaires ou une formation de métier d’au moins un an, canadiennes ou évaluées (EDE)\u00a0: indiquez votre niveau de scolarité et s’il est évalué.",
      },
      sinpPoints: {
        met: "Vous avez {have} points sur 110 ; la note de passage est de {need}.",
        notMet: "Vous avez {have} points sur 110 ; la note de passage est de {need}.",
        missing: "Vous avez {have} points sur 110 ; la note de passage est de {need}.",
      },
      workingInSaskatchewan: {
        met: "Vous travaillez en Saskatchewan avec un permis de travail\u00a0: les volets Expérience en Saskatchewan pourraient vous convenir.",
        notMet:
          "Ces volets s’adressent aux personnes qui travaillent déjà en Saskatchewan avec un permis de travail.",
        missing:
          "Ces volets s’adressent aux personnes qui travaillent déjà en Saskatchewan avec un permis de travail.",
      },
      studyPlans: {
        met: "Vous prévoyez étudier au Canada\u00a0: le permis d’études est la première étape.",
        notMet: "Vous ne prévoyez pas étudier au Canada.",
        missing: "Le permis d’études s’adresse aux personnes qui prévoient étudier au Canada.",
      },
      familySponsor: {
        met: "Votre époux, conjoint, père, mère ou enfant est citoyen ou résident permanent et pourrait vous parrainer.",
        notMet:
          "Le parrainage familial demande un époux, un conjoint, un père, une mère ou un enfant au Canada pour vous parrainer.",
        missing:
          "Le parrainage familial demande un époux, un conjoint, un père, une mère ou un enfant au Canada pour vous parrainer.",
      },
      smallCommunity: {
        met: "Vous accepteriez un emploi dans une petite communauté\u00a0: les programmes pilotes mènent à la résidence permanente par un emploi chez un employeur désigné.",
        notMet:
          "Les programmes pilotes s’adressent aux personnes qui acceptent un emploi dans une petite communauté ou une communauté francophone participante.",
        missing:
          "Les programmes pilotes s’adressent aux personnes qui acceptent un emploi dans une petite communauté ou une communauté francophone participante.",
      },
    },
    advice: {
      raiseLanguage: "Atteindre le {level} en {skill}.",
      raiseAllLanguage:
        "Atteindre le {level} dans chaque compétence de votre première langue officielle\u00a0: +{gain} points.",
      secondLanguage:
        "Atteindre le {level} dans chaque compétence de votre seconde langue officielle\u00a0: +{gain} points.",
      moreExperience: "Acquérir {years} de travail qualifié continu à temps plein.",
      moreExperienceGain: "Atteindre {years} de travail qualifié\u00a0: +{gain} points.",
      assessEducation:
        "Faire évaluer vos études (évaluation des diplômes d’études), ou obtenir un diplôme canadien.",
      showFunds: "Réunir une preuve de fonds d’établissement, ou obtenir une offre d’emploi valide.",
      jobOffer: "Une offre d’emploi valide au Canada.",
      jobOfferGain: "Une offre d’emploi valide ajouterait {gain} points.",
      saskatchewanJobOffer: "Une offre d’emploi d’un employeur de la Saskatchewan ajouterait {gain} points.",
      tradeOfferOrCertificate:
        "Une offre d’emploi à temps plein dans votre métier, ou un certificat de compétence d’une province ou d’un territoire du Canada.",
      canadianWork: "Une année de travail qualifié au Canada.",
      federalProgramme: "Répondre d’abord aux exigences de l’un des programmes fédéraux ci-dessus.",
      answer: "Indiquer {question}.",
    },
    questions: {
      skilledWork: "vos années de travail qualifié",
      firstLanguage: "votre première langue officielle, dans les quatre compétences",
      education: "votre niveau de scolarité et s’il est évalué",
      funds: "si vous pouvez fournir une preuve de fonds d’établissement",
      fswPoints: "les réponses de la grille de sélection",
      canadianWork: "votre expérience de travail au Canada",
      cecLanguage: "la catégorie FEER de votre emploi au Canada et votre première langue officielle",
      tradeExperience: "si vous avez deux ans de travail dans un métier spécialisé",
      tradeOffer: "si vous avez une offre d’emploi ou un certificat de compétence",
      fstLanguage: "votre première langue officielle, dans les quatre compétences",
      federalProgramme: "les réponses des programmes fédéraux",
      saskatchewanJobOffer: "si vous avez une offre d’emploi en Saskatchewan",
      sinpLanguage: "votre première langue officielle, dans les quatre compétences",
      sinpExperience: "vos années de travail qualifié",
      sinpEducation: "votre niveau de scolarité et s’il est évalué",
      sinpPoints: "les réponses de la grille de points",
      workingInSaskatchewan: "si vous travaillez en Saskatchewan en ce moment",
      studyPlans: "si vous prévoyez étudier au Canada",
      familySponsor: "si un membre de votre famille proche pourrait vous parrainer",
      smallCommunity: "si vous accepteriez un emploi dans une petite communauté",
    },
    grid: {
      fswCaption: "Grille de sélection des travailleurs qualifiés (fédéral)",
      sinpCaption: "Grille de points du volet Travailleur qualifié international du PCIS",
      factor: "Facteur",
      points: "Vos points",
      maximum: "Maximum",
      total: "Total",
      passMark: "Note de passage\u00a0: {n} points.",
      fsw: {
        language: "Langues officielles",
        education: "Études",
        experience: "Expérience de travail",
        age: "Âge",
        arrangedEmployment: "Emploi réservé au Canada",
        adaptability: "Capacité d’adaptation",
      },
      sinp: {
        education: "Études et formation",
        experience: "Expérience de travail qualifié",
        language: "Compétences linguistiques",
        age: "Âge",
        connections: "Liens avec le marché du travail de la Saskatchewan",
      },
      secondLanguageUncounted:
        "Votre seconde langue officielle rapporte quelques points dans cette grille sous le NCLC 8, selon des paliers qu’aucune source officielle que nous avons pu consulter ne précise\u00a0: ils ne sont pas comptés ici, et votre total pourrait donc être un peu plus élevé.",
    },
    crs: {
      heading: "Votre note d’Entrée express\u00a0: {n} points",
      lead: "Vous répondez aux exigences d’un programme fédéral\u00a0: vous pouvez donc entrer dans le bassin d’Entrée express, où les candidats sont classés selon leur note au Système de classement global (SCG). Avec les mêmes réponses, le calculateur SCG estime la vôtre.",
      details: "Voir le détail dans le calculateur SCG",
    },
  },
});

export type PathwaysMessages = (typeof pathwaysMessages)["en"];
