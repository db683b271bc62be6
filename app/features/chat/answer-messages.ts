import { defineMessages } from "~/lib/i18n/messages";

/**
 * Sentences of the embedded assistant. They state only facts of the site (its pages, its contact
 * details, SPEC §2 business hours); immigration rules come from the quoted passages alone.
 */
export const answerMessages = defineMessages({
  en: {
    greeting:
      "Hello! I am the {business} assistant. Ask me about Express Entry, provincial nomination, study or work permits, family sponsorship, business immigration or the documents you need, and I will point you to the right page of our site.",
    thanks:
      "You are welcome! If you have another question, just ask. For advice on your own situation, [book a consultation]({contact}).",
    contact:
      "You can reach us by phone at {phone} or by email at {email}. Our office is at {address}. You can also [send us a message]({contact}).",
    hours:
      "Our business hours are Monday to Friday, 9:00 AM to 5:00 PM, and Saturday by appointment. [Contact us]({contact}) to arrange a time.",
    booking:
      "To book a free discovery call or a consultation with {consultant}, our licensed immigration consultant, choose a time on our [Book an Appointment page]({booking}), or call us at {phone}. You can also [send us a message]({contact}).",
    fees: "The price of each meeting is shown on our [Book an Appointment page]({booking}). For an application, our fees depend on your program and the help you need: a written service agreement sets them before any work begins, apart from the government fees paid to IRCC. [Contact us]({contact}) for a quote.",
    meetingPrice: "{name} ({minutes} minutes): {price}.",
    free: "free",
    priceOnRequest: "price on request",
    feesWithPrices:
      "{prices} Book on our [Book an Appointment page]({booking}). For an application, our fees depend on your program and the help you need: a written service agreement sets them before any work begins, apart from the government fees paid to IRCC. [Contact us]({contact}) for a quote.",
    crs: "You can estimate your Express Entry CRS score for free with our [CRS Score Calculator]({calculator}). It is an estimate; the official tool of the Government of Canada is linked from the result.",
    eligibility:
      "To see which programs may suit you, answer the questions of our free [Pathways Finder]({pathways}): it checks your answers against the rules of the federal programs, Express Entry and Saskatchewan's nominee streams. Then fill in our [immigration intake form]({intake}) or [contact us]({contact}) for an assessment by our licensed consultant.",
    lead: "Here is what our site says:",
    readMore: "Read more",
    related: "See also",
    disclaimer:
      "This is general information from our site, not legal advice. For advice on your situation, [book a consultation]({contact}).",
    noMatch:
      "I could not find an answer to that in our site's content, and I prefer not to guess about immigration rules. Please [send us a message]({contact}) and our team will answer you, or browse our [Resources]({resources}).",
    llmFallback: "The detailed answer is not available right now. Here is what our site says instead:",
  },
  fr: {
    greeting:
      "Bonjour ! Je suis l’assistant de {business}. Posez-moi vos questions sur Entrée express, la désignation provinciale, les permis d’études ou de travail, le parrainage familial, l’immigration d’affaires ou les documents à fournir, et je vous dirigerai vers la bonne page de notre site.",
    thanks:
      "Avec plaisir ! Si vous avez une autre question, n’hésitez pas. Pour un conseil adapté à votre situation, [réservez une consultation]({contact}).",
    contact:
      "Vous pouvez nous joindre par téléphone au {phone} ou par courriel à {email}. Notre bureau est situé au {address}. Vous pouvez aussi [nous écrire]({contact}).",
    hours:
      "Nos heures d’ouverture sont du lundi au vendredi, de 9\u00a0h à 17\u00a0h, et le samedi sur rendez-vous. [Contactez-nous]({contact}) pour convenir d’un moment.",
    booking:
      "Pour réserver un appel de découverte gratuit ou une consultation avec {consultant}, notre consultante en immigration agréée, choisissez un moment sur notre [page Prendre rendez-vous]({booking}), ou appelez-nous au {phone}. Vous pouvez aussi [nous écrire]({contact}).",
    fees: "Le prix de chaque rendez-vous est indiqué sur notre [page Prendre rendez-vous]({booking}). Pour une demande, nos honoraires dépendent de votre programme et de l’aide dont vous avez besoin\u00a0: une entente de service écrite les fixe avant tout travail, en plus des frais gouvernementaux versés à IRCC. [Contactez-nous]({contact}) pour obtenir une soumission.",
    meetingPrice: "{name} ({minutes}\u00a0minutes)\u00a0: {price}.",
    free: "gratuit",
    priceOnRequest: "prix sur demande",
    feesWithPrices:
      "{prices} Réservez sur notre [page Prendre rendez-vous]({booking}). Pour une demande, nos honoraires dépendent de votre programme et de l’aide dont vous avez besoin\u00a0: une entente de service écrite les fixe avant tout travail, en plus des frais gouvernementaux versés à IRCC. [Contactez-nous]({contact}) pour obtenir une soumission.",
    crs: "Vous pouvez estimer gratuitement votre note SCG d’Entrée express avec notre [calculateur de note SCG]({calculator}). Il s’agit d’une estimation\u202f; l’outil officiel du gouvernement du Canada est indiqué avec le résultat.",
    eligibility:
      "Pour savoir quels programmes pourraient vous convenir, répondez aux questions de notre [outil d’orientation]({pathways}) gratuit\u00a0: il compare vos réponses aux règles des programmes fédéraux, d’Entrée express et des volets de candidats de la Saskatchewan. Remplissez ensuite notre [formulaire d’admission]({intake}) ou [contactez-nous]({contact}) pour une évaluation par notre consultante agréée.",
    lead: "Voici ce qu’en dit notre site :",
    readMore: "En savoir plus",
    related: "Voir aussi",
    disclaimer:
      "Ces renseignements généraux proviennent de notre site et ne constituent pas un avis juridique. Pour un conseil adapté à votre situation, [réservez une consultation]({contact}).",
    noMatch:
      "Je n’ai pas trouvé de réponse à cette question dans le contenu de notre site, et je préfère ne pas deviner en matière de règles d’immigration. [Écrivez-nous]({contact}) et notre équipe vous répondra, ou consultez nos [Ressources]({resources}).",
    llmFallback:
      "La réponse détaillée n’est pas disponible pour le moment. Voici plutôt ce qu’en dit notre site :",
  },
});
