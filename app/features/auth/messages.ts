import { defineMessages } from "~/lib/i18n/messages";

/** Error codes the account pages explain; anything unexpected reads as `unknown`. */
const knownCodes = [
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_COMMON",
  "INVALID_EMAIL",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "RATE_LIMITED",
  "INVALID_PASSWORD",
  "PASSWORD_REQUIRED",
  "CODE_REQUIRED",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "ACCOUNT_TEMPORARILY_LOCKED",
  "TWO_FACTOR_REQUIRED",
  "UNKNOWN",
] as const;

export type AuthErrorCode = (typeof knownCodes)[number];

export function authErrorCode(code: string | undefined): AuthErrorCode {
  if (code === "USER_NOT_FOUND" || code === "INVALID_USER") return "INVALID_TOKEN";
  return (knownCodes as readonly string[]).includes(code ?? "") ? (code as AuthErrorCode) : "UNKNOWN";
}

export const authErrors = defineMessages<Record<AuthErrorCode, string>>({
  en: {
    INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
    EMAIL_NOT_VERIFIED:
      "Please confirm your email address before signing in. Check your inbox, or send a new link below.",
    PASSWORD_TOO_SHORT: "The password must be at least 8 characters.",
    PASSWORD_TOO_LONG: "The password must be at most 128 characters.",
    PASSWORD_TOO_COMMON: "This password is too common. Please choose another one.",
    INVALID_EMAIL: "Please enter a valid email address.",
    INVALID_TOKEN: "This link is invalid or has already been used.",
    TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
    RATE_LIMITED: "Too many attempts. Please wait a few minutes and try again.",
    INVALID_PASSWORD: "That password is not correct.",
    PASSWORD_REQUIRED: "Enter your password to confirm.",
    CODE_REQUIRED: "Enter the code.",
    INVALID_CODE: "That code is not correct. Enter the 6-digit code your authenticator app shows now.",
    INVALID_BACKUP_CODE: "That recovery code is not correct, or it has already been used.",
    INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Please sign in again with your email and password.",
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
      "Too many wrong codes for this sign-in. Please sign in again with your email and password.",
    ACCOUNT_TEMPORARILY_LOCKED:
      "Too many wrong codes in a row. Codes for this account are refused for 15 minutes; please try again later.",
    TWO_FACTOR_REQUIRED: "Consultant accounts must keep two-step sign-in on.",
    UNKNOWN: "Something went wrong. Please try again.",
  },
  fr: {
    INVALID_EMAIL_OR_PASSWORD: "Adresse courriel ou mot de passe incorrects.",
    EMAIL_NOT_VERIFIED:
      "Veuillez confirmer votre adresse courriel avant de vous connecter. Consultez votre boîte de réception, ou demandez un nouveau lien ci-dessous.",
    PASSWORD_TOO_SHORT: "Le mot de passe doit compter au moins 8 caractères.",
    PASSWORD_TOO_LONG: "Le mot de passe doit compter au plus 128 caractères.",
    PASSWORD_TOO_COMMON: "Ce mot de passe est trop courant. Veuillez en choisir un autre.",
    INVALID_EMAIL: "Veuillez saisir une adresse courriel valide.",
    INVALID_TOKEN: "Ce lien est invalide ou a déjà été utilisé.",
    TOKEN_EXPIRED: "Ce lien a expiré. Veuillez en demander un nouveau.",
    RATE_LIMITED: "Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.",
    INVALID_PASSWORD: "Ce mot de passe n’est pas le bon.",
    PASSWORD_REQUIRED: "Entrez votre mot de passe pour confirmer.",
    CODE_REQUIRED: "Entrez le code.",
    INVALID_CODE:
      "Ce code n’est pas le bon. Entrez le code à 6 chiffres que votre application d’authentification affiche maintenant.",
    INVALID_BACKUP_CODE: "Ce code de récupération n’est pas le bon, ou il a déjà servi.",
    INVALID_TWO_FACTOR_COOKIE:
      "Cette connexion a expiré. Veuillez vous connecter de nouveau avec votre adresse courriel et votre mot de passe.",
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
      "Trop de codes erronés pour cette connexion. Veuillez vous connecter de nouveau avec votre adresse courriel et votre mot de passe.",
    ACCOUNT_TEMPORARILY_LOCKED:
      "Trop de codes erronés d’affilée. Les codes de ce compte sont refusés pendant 15 minutes ; veuillez réessayer plus tard.",
    TWO_FACTOR_REQUIRED:
      "Les comptes de consultante ou de consultant doivent garder la connexion en deux étapes.",
    UNKNOWN: "Une erreur est survenue. Veuillez réessayer.",
  },
});

export const authMessages = defineMessages({
  en: {
    signInTitle: "Sign in to your account",
    signUpTitle: "Create an account",
    email: "Email address",
    password: "Password",
    passwordHint: "At least 8 characters. A long passphrase is best.",
    signIn: "Sign in",
    signUp: "Sign up",
    loading: "Loading...",
    toSignIn: "Already have an account? Sign in",
    toSignUp: "Don't have an account? Sign up",
    forgotPassword: "Forgot password?",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    passwordRequired: "Password is required",
    error: "Error",
    signUpSuccessTitle: "Success!",
    signUpSuccess: "Please check your email to confirm your account.",
    signInSuccessTitle: "Welcome back!",
    signInSuccess: "You have successfully signed in.",
    resend: "Send a new confirmation link",
    resent: "If this address has an account waiting for confirmation, a new link is on its way.",
    intakeReason:
      "You need an account to fill in the immigration intake form: it keeps your answers as you type, so you can stop at any time and come back to your file later, on any device.",
    signUpSentTitle: "Check your email",
    signUpNext:
      "We sent an email to {email}. Open the link in it within {hours} hours to confirm your account; you will then be signed in.",
    signUpNextIntake:
      "We sent an email to {email}. Open the link in it within {hours} hours to confirm your account; you will then be signed in and can go on to the immigration intake form.",
    signUpNoEmail: "Nothing in your inbox after a few minutes? Look in your spam or junk folder.",
    otherAddress: "Use another email address",
  },
  fr: {
    signInTitle: "Connectez-vous à votre compte",
    signUpTitle: "Créer un compte",
    email: "Adresse courriel",
    password: "Mot de passe",
    passwordHint: "Au moins 8 caractères. Une longue phrase de passe est idéale.",
    signIn: "Se connecter",
    signUp: "S’inscrire",
    loading: "Chargement…",
    toSignIn: "Vous avez déjà un compte ? Connectez-vous",
    toSignUp: "Vous n’avez pas de compte ? Inscrivez-vous",
    forgotPassword: "Mot de passe oublié ?",
    emailRequired: "L’adresse courriel est obligatoire",
    emailInvalid: "Veuillez saisir une adresse courriel valide",
    passwordRequired: "Le mot de passe est obligatoire",
    error: "Erreur",
    signUpSuccessTitle: "C’est fait !",
    signUpSuccess: "Veuillez consulter vos courriels pour confirmer votre compte.",
    signInSuccessTitle: "Heureux de vous revoir\u202f!",
    signInSuccess: "Vous êtes maintenant connecté.",
    resend: "Envoyer un nouveau lien de confirmation",
    resent: "Si cette adresse a un compte en attente de confirmation, un nouveau lien est en route.",
    intakeReason:
      "Il vous faut un compte pour remplir le formulaire d’admission en immigration : il conserve vos réponses au fur et à mesure, pour que vous puissiez vous arrêter en tout temps et reprendre votre dossier plus tard, sur n’importe quel appareil.",
    signUpSentTitle: "Consultez vos courriels",
    signUpNext:
      "Nous avons envoyé un courriel à {email}. Ouvrez le lien qu’il contient dans les {hours} heures pour confirmer votre compte ; vous serez alors connecté.",
    signUpNextIntake:
      "Nous avons envoyé un courriel à {email}. Ouvrez le lien qu’il contient dans les {hours} heures pour confirmer votre compte ; vous serez alors connecté et pourrez passer au formulaire d’admission en immigration.",
    signUpNoEmail:
      "Rien dans votre boîte de réception après quelques minutes ? Regardez dans le dossier des courriels indésirables.",
    otherAddress: "Utiliser une autre adresse courriel",
  },
});

export const recoveryMessages = defineMessages({
  en: {
    forgotTitle: "Reset your password",
    forgotLead: "Enter the email address of your account. We will send you a link to choose a new password.",
    sendLink: "Send the link",
    linkSentTitle: "Check your email",
    linkSent:
      "If an account exists for this address, a reset link is on its way. It is valid for 60 minutes.",
    resetTitle: "Choose a new password",
    newPassword: "New password",
    savePassword: "Save the new password",
    resetDoneTitle: "Password changed",
    resetDone: "Your password has been changed and you have been signed out everywhere. You can now sign in.",
    missingToken: "This link is incomplete. Please use the link from the email, or ask for a new one.",
    askNewLink: "Ask for a new link",
    backToSignIn: "Back to sign in",
    verifyTitle: "Confirm your email address",
    verifyLead: "One more step: confirm that this email address is yours.",
    verifyButton: "Confirm my email address",
    verifiedTitle: "Email address confirmed",
    verified: "Thank you. Your email address is confirmed and you are signed in.",
    continue: "Continue",
  },
  fr: {
    forgotTitle: "Réinitialiser votre mot de passe",
    forgotLead:
      "Saisissez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    sendLink: "Envoyer le lien",
    linkSentTitle: "Consultez vos courriels",
    linkSent:
      "Si un compte existe pour cette adresse, un lien de réinitialisation est en route. Il est valide pendant 60 minutes.",
    resetTitle: "Choisir un nouveau mot de passe",
    newPassword: "Nouveau mot de passe",
    savePassword: "Enregistrer le nouveau mot de passe",
    resetDoneTitle: "Mot de passe modifié",
    resetDone:
      "Votre mot de passe a été modifié et vous avez été déconnecté partout. Vous pouvez maintenant vous connecter.",
    missingToken: "Ce lien est incomplet. Utilisez le lien reçu par courriel, ou demandez-en un nouveau.",
    askNewLink: "Demander un nouveau lien",
    backToSignIn: "Retour à la connexion",
    verifyTitle: "Confirmez votre adresse courriel",
    verifyLead: "Une dernière étape : confirmez que cette adresse courriel vous appartient.",
    verifyButton: "Confirmer mon adresse courriel",
    verifiedTitle: "Adresse courriel confirmée",
    verified: "Merci. Votre adresse courriel est confirmée et vous êtes connecté.",
    continue: "Continuer",
  },
});

export const accountMessages = defineMessages({
  en: {
    title: "My account",
    email: "Email address",
    status: "Status",
    verified: "Confirmed",
    unverified: "Not confirmed yet",
    role: "Access",
    client: "Client",
    consultant: "Consultant",
    sessionsTitle: "Sessions",
    sessionsLead: "Signed in on a shared or lost device? End every session, this one included.",
    signOutEverywhere: "Sign out everywhere",
    deleteTitle: "Delete my account",
    deleteLead:
      "This permanently deletes your account and the information stored with it: your intake forms, your documents, your case, your messages, the finder results you sent from it and your appointments (upcoming ones are cancelled, and the consultant is told). It cannot be undone. A service agreement you signed, with its invoices and payments, is a client file record: the consultant keeps it for seven years after the last record made under it, as the privacy policy says.",
    deleteConfirm: "I understand that my account and its information will be permanently deleted.",
    deleteConfirmRequired: "Please tick the box to confirm.",
    deletePassword: "Your password",
    deletePasswordHelp: "To make sure it is you, enter the password of this account.",
    deletePasswordRequired: "Enter your password to confirm.",
    deletePasswordWrong: "That password is not correct.",
    deleteButton: "Delete my account",
    deletedTitle: "Account deleted",
    deleted:
      "Your account and its information have been deleted. That includes your intake forms, documents and appointments: any upcoming appointment was cancelled, and you and the consultant have each been sent the cancellation. An email confirms what was deleted.",
  },
  fr: {
    title: "Mon compte",
    email: "Adresse courriel",
    status: "État",
    verified: "Confirmée",
    unverified: "Pas encore confirmée",
    role: "Accès",
    client: "Client",
    consultant: "Consultante ou consultant",
    sessionsTitle: "Sessions",
    sessionsLead:
      "Connecté sur un appareil partagé ou perdu ? Mettez fin à toutes les sessions, y compris celle-ci.",
    signOutEverywhere: "Se déconnecter partout",
    deleteTitle: "Supprimer mon compte",
    deleteLead:
      "Cette action supprime définitivement votre compte et les renseignements qui y sont associés : vos formulaires d’admission, vos documents, votre dossier, vos messages, les résultats de l’outil d’orientation envoyés depuis ce compte et vos rendez-vous (ceux à venir sont annulés, et la consultante en est avisée). Elle est irréversible. Une convention de service que vous avez signée, avec ses factures et ses paiements, fait partie du dossier client\u00a0: la consultante la conserve sept ans après le dernier document établi en vertu de celle-ci, comme l’indique la politique de confidentialité.",
    deleteConfirm: "Je comprends que mon compte et ses renseignements seront supprimés définitivement.",
    deleteConfirmRequired: "Veuillez cocher la case pour confirmer.",
    deletePassword: "Votre mot de passe",
    deletePasswordHelp: "Pour nous assurer que c’est bien vous, entrez le mot de passe de ce compte.",
    deletePasswordRequired: "Entrez votre mot de passe pour confirmer.",
    deletePasswordWrong: "Ce mot de passe n’est pas le bon.",
    deleteButton: "Supprimer mon compte",
    deletedTitle: "Compte supprimé",
    deleted:
      "Votre compte et ses renseignements ont été supprimés. Cela comprend vos formulaires d’admission, documents et rendez-vous : tout rendez-vous à venir a été annulé, et vous et la consultante en avez chacun reçu l’annulation. Un courriel confirme ce qui a été supprimé.",
  },
});
