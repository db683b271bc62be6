import { defineMessages } from "~/lib/i18n/messages";

/**
 * What a person reads when an uploaded document breaks a rule, one entry per problem the checks report.
 * `{max}`, `{min}` and `{photoSize}` are the labels of document-rules.ts, already in the page's language.
 */
export const fileCheckMessages = defineMessages({
  en: {
    type: "This file is not a {formats} file. Please upload the document in one of these formats; a Word document can be saved as a PDF.",
    photoType:
      "This file is not a {formats} image. Please upload the photo as an image in one of these formats, not as a PDF.",
    size: "This file is {size} MB. Files must be {max} or smaller. Please make it smaller (for example, split a long document into several files) and upload it again.",
    unreadable:
      "We could not open this file. It may be damaged, incomplete or protected by a password. Please save or scan the document again and upload the new copy, without a password.",
    encrypted:
      "This PDF is protected by a password or security settings, so we cannot check it. Please upload an unprotected copy: for example, open it, choose Print, then save it as a PDF.",
    tooComplex:
      "We could not check this PDF: opening it would take too much time or memory. Please save it again as a new PDF (for example, open it, choose Print, then save it as a PDF) and upload the new copy.",
    active:
      "This PDF contains a script or an action that starts another program, which we cannot accept for security reasons. Please upload a copy without them: for example, open it, choose Print, then save it as a PDF.",
    scanDpi:
      "This document was scanned at {dpi} DPI. The minimum resolution is {min}. Please scan it again at {min} or higher.",
    scanPixels:
      "This image is only {width} × {height} pixels, too small for the document to be read clearly. Please scan it at {min}, or take a photo whose shorter side is at least {minSide} pixels.",
    photoPixels:
      "This photo is only {width} × {height} pixels. A {photoSize} photo at {min} needs at least {minWidth} × {minHeight} pixels. Please upload a larger image, or scan the printed photo at {min}.",
    proportion:
      "This photo is {width} × {height} pixels, which does not have the proportions of a {photoSize} photo. Please crop it to {photoSize} in portrait orientation and upload it again.",
  },
  fr: {
    type: "Ce fichier n’est pas au format {formats}. Veuillez téléverser le document dans l’un de ces formats ; un document Word peut être enregistré en PDF.",
    photoType:
      "Ce fichier n’est pas une image {formats}. Veuillez téléverser la photo en image dans l’un de ces formats, et non en PDF.",
    size: "Ce fichier fait {size}\u00a0Mo. Les fichiers ne doivent pas dépasser {max}. Veuillez le réduire (par exemple en divisant un long document en plusieurs fichiers), puis le téléverser de nouveau.",
    unreadable:
      "Nous n’avons pas pu ouvrir ce fichier. Il est peut-être endommagé, incomplet ou protégé par un mot de passe. Veuillez enregistrer ou numériser le document de nouveau, puis téléverser la nouvelle copie, sans mot de passe.",
    encrypted:
      "Ce PDF est protégé par un mot de passe ou des paramètres de sécurité ; nous ne pouvons donc pas le vérifier. Veuillez téléverser une copie non protégée : par exemple, ouvrez-le, choisissez Imprimer, puis enregistrez-le au format PDF.",
    tooComplex:
      "Nous n’avons pas pu vérifier ce PDF : l’ouvrir demanderait trop de temps ou de mémoire. Veuillez l’enregistrer de nouveau dans un nouveau PDF (par exemple, ouvrez-le, choisissez Imprimer, puis enregistrez-le au format PDF), puis téléverser la nouvelle copie.",
    active:
      "Ce PDF contient un script ou une action qui lance un autre programme, ce que nous ne pouvons pas accepter pour des raisons de sécurité. Veuillez téléverser une copie sans ces éléments : par exemple, ouvrez-le, choisissez Imprimer, puis enregistrez-le au format PDF.",
    scanDpi:
      "Ce document a été numérisé à {dpi}\u00a0ppp. La résolution minimale est de {min}. Veuillez le numériser de nouveau à {min} ou plus.",
    scanPixels:
      "Cette image ne fait que {width}\u00a0×\u00a0{height}\u00a0pixels, ce qui est trop petit pour que le document soit lisible. Veuillez le numériser à {min}, ou le photographier de sorte que le plus petit côté de l’image fasse au moins {minSide}\u00a0pixels.",
    photoPixels:
      "Cette photo ne fait que {width}\u00a0×\u00a0{height}\u00a0pixels. Une photo de {photoSize} à {min} doit faire au moins {minWidth}\u00a0×\u00a0{minHeight}\u00a0pixels. Veuillez téléverser une image plus grande, ou numériser la photo imprimée à {min}.",
    proportion:
      "Cette photo fait {width}\u00a0×\u00a0{height}\u00a0pixels et n’a pas les proportions d’une photo de {photoSize}. Veuillez la recadrer au format {photoSize}, à la verticale, puis la téléverser de nouveau.",
  },
});
