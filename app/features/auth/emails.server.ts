import { renderEmail } from "~/lib/email/layout";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { defineMessages, format, pick } from "~/lib/i18n/messages";
import type { DeletedAppointments } from "./account.server";
import { RESET_TTL_S, VERIFY_TTL_S } from "./policy";

const messages = defineMessages({
  en: {
    verificationSubject: "Confirm your email address",
    verificationIntro: "Thank you for creating an account. Please confirm your email address to finish.",
    verificationExpiry: "This link is valid for {hours} hours.",
    verificationAction: "Confirm my email address",
    resetSubject: "Reset your password",
    resetIntro: "We received a request to reset the password of your account.",
    resetExpiry:
      "This link is valid for {minutes} minutes and can be used once. Setting a new password signs you out everywhere.",
    resetAction: "Choose a new password",
    existingSubject: "You already have an account",
    existingIntro:
      "Someone, probably you, tried to create an account with this email address. You already have one.",
    existingHint:
      "Sign in, or use 'Forgot password?' on the sign-in page if you no longer remember your password.",
    existingAction: "Sign in",
    deletedSubject: "Your account has been deleted",
    deletedIntro:
      "As you asked, your account and the information stored with it have been deleted, including any intake forms, documents and appointments.",
    deletedOneAppointment: "Your appointment with us was deleted.",
    deletedAppointments: "Your {n} appointments with us were deleted.",
    cancelledOneAppointment:
      "1 upcoming appointment was cancelled: you and the consultant have each been sent its cancellation, which removes it from your calendars.",
    cancelledAppointments:
      "{n} upcoming appointments were cancelled: you and the consultant have each been sent their cancellations, which remove them from your calendars.",
    deletedHint:
      "If you did not ask for this, someone knew your password: contact us right away by replying to this email.",
    deletedAction: "Visit the site",
    recoverySubject: "A recovery code was used to sign in to your account",
    recoveryIntro:
      "Someone signed in to your account with one of your recovery codes, instead of a code from your authenticator app. That code no longer works.",
    recoveryLeft: "Recovery codes left: {n}.",
    recoveryHint:
      "If it was you because your phone was lost or replaced, set up two-step sign-in again with your new device and keep the remaining codes somewhere safe. If it was not you, reset your password now and contact us by replying to this email.",
    recoveryAction: "Two-step sign-in settings",
    greeting: "Hello,",
  },
  fr: {
    verificationSubject: "Confirmez votre adresse courriel",
    verificationIntro:
      "Merci d’avoir créé un compte. Veuillez confirmer votre adresse courriel pour terminer.",
    verificationExpiry: "Ce lien est valide pendant {hours} heures.",
    verificationAction: "Confirmer mon adresse courriel",
    resetSubject: "Réinitialisez votre mot de passe",
    resetIntro: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.",
    resetExpiry:
      "Ce lien est valide pendant {minutes} minutes et ne peut servir qu’une fois. Choisir un nouveau mot de passe vous déconnecte partout.",
    resetAction: "Choisir un nouveau mot de passe",
    existingSubject: "Vous avez déjà un compte",
    existingIntro:
      "Quelqu’un, probablement vous, a tenté de créer un compte avec cette adresse courriel. Vous en avez déjà un.",
    existingHint:
      "Connectez-vous, ou utilisez « Mot de passe oublié ? » sur la page de connexion si vous ne vous souvenez plus de votre mot de passe.",
    existingAction: "Se connecter",
    deletedSubject: "Votre compte a été supprimé",
    deletedIntro:
      "Comme vous l’avez demandé, votre compte et les renseignements qui y étaient associés ont été supprimés, y compris vos éventuels formulaires d’admission, documents et rendez-vous.",
    deletedOneAppointment: "Votre rendez-vous avec nous a été supprimé.",
    deletedAppointments: "Vos {n} rendez-vous avec nous ont été supprimés.",
    cancelledOneAppointment:
      "1 rendez-vous à venir a été annulé : vous et la consultante en avez chacun reçu l’annulation, qui le retire de vos agendas.",
    cancelledAppointments:
      "{n} rendez-vous à venir ont été annulés : vous et la consultante en avez chacun reçu les annulations, qui les retirent de vos agendas.",
    deletedHint:
      "Si vous n’êtes pas à l’origine de cette demande, quelqu’un connaissait votre mot de passe : écrivez-nous sans tarder en répondant à ce courriel.",
    deletedAction: "Visiter le site",
    recoverySubject: "Un code de récupération a servi à vous connecter à votre compte",
    recoveryIntro:
      "Quelqu’un s’est connecté à votre compte avec l’un de vos codes de récupération, au lieu d’un code de votre application d’authentification. Ce code ne fonctionne plus.",
    recoveryLeft: "Codes de récupération restants : {n}.",
    recoveryHint:
      "Si c’était vous parce que votre téléphone a été perdu ou remplacé, configurez de nouveau la connexion en deux étapes avec votre nouvel appareil et conservez les codes restants en lieu sûr. Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant et écrivez-nous en répondant à ce courriel.",
    recoveryAction: "Paramètres de connexion en deux étapes",
    greeting: "Bonjour,",
  },
});

export type AuthEmailKind = "verification" | "password-reset" | "existing-account";

/**
 * The account emails, in the language of the page the user was on. A reply ("someone knew your
 * password: reply to this email") reaches `replyTo`, the consultant.
 */
export function authEmail(
  kind: AuthEmailKind,
  locale: Locale,
  to: string,
  url: string,
  replyTo: string,
): OutgoingEmail {
  const t = pick(messages, locale);
  const content =
    kind === "verification"
      ? {
          subject: t.verificationSubject,
          paragraphs: [
            t.verificationIntro,
            t.verificationExpiry.replace("{hours}", String(VERIFY_TTL_S / 3600)),
          ],
          action: { label: t.verificationAction, url },
        }
      : kind === "password-reset"
        ? {
            subject: t.resetSubject,
            paragraphs: [t.resetIntro, t.resetExpiry.replace("{minutes}", String(RESET_TTL_S / 60))],
            action: { label: t.resetAction, url },
          }
        : {
            subject: t.existingSubject,
            paragraphs: [t.existingIntro, t.existingHint],
            action: { label: t.existingAction, url },
          };
  return {
    kind,
    to,
    replyTo,
    ...renderEmail({ locale, greeting: t.greeting, unexpectedNote: true, ...content }),
  };
}

/**
 * The confirmation of a deleted account, in the language of the page it was deleted from: what went,
 * and what became of the person's appointments. A reply reaches `replyTo`, the consultant.
 */
export function accountDeletedEmail(
  locale: Locale,
  to: string,
  url: string,
  replyTo: string,
  appointments: DeletedAppointments,
): OutgoingEmail {
  const t = pick(messages, locale);
  const deleted =
    appointments.deleted === 1
      ? t.deletedOneAppointment
      : format(t.deletedAppointments, { n: appointments.deleted });
  const cancelled =
    appointments.cancelled === 1
      ? t.cancelledOneAppointment
      : format(t.cancelledAppointments, { n: appointments.cancelled });
  const paragraphs = [
    t.deletedIntro,
    ...(appointments.deleted > 0 ? [deleted] : []),
    ...(appointments.cancelled > 0 ? [cancelled] : []),
    t.deletedHint,
  ];
  return {
    kind: "account-deleted",
    to,
    replyTo,
    ...renderEmail({
      locale,
      greeting: t.greeting,
      unexpectedNote: true,
      subject: t.deletedSubject,
      paragraphs,
      action: { label: t.deletedAction, url },
    }),
  };
}

/** Tells the owner that a recovery code was used to sign in to their account, and what to do. */
export function recoveryCodeUsedEmail(
  locale: Locale,
  to: string,
  url: string,
  replyTo: string,
  codesLeft: number,
): OutgoingEmail {
  const t = pick(messages, locale);
  return {
    kind: "recovery-code-used",
    to,
    replyTo,
    ...renderEmail({
      locale,
      greeting: t.greeting,
      subject: t.recoverySubject,
      paragraphs: [t.recoveryIntro, format(t.recoveryLeft, { n: codesLeft }), t.recoveryHint],
      action: { label: t.recoveryAction, url },
    }),
  };
}
