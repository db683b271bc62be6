import { defineMessages } from "~/lib/i18n/messages";

/** The sign-in's second step, and the page that sets two-step sign-in up and manages it. */
export const twoFactorMessages = defineMessages({
  en: {
    stepTitle: "Two-step sign-in",
    stepLead:
      "Your password was right. Enter the 6-digit code your authenticator app shows for this account.",
    code: "Authenticator code",
    codeHint: "6 digits. The code changes every 30 seconds.",
    verify: "Verify and sign in",
    lostTitle: "Lost your phone?",
    lostLead:
      "Use one of the recovery codes you saved when you set up two-step sign-in. Each works once; we record its use and email you.",
    recoveryCode: "Recovery code",
    recoveryHint: "For example: abcde-12345.",
    useRecovery: "Sign in with a recovery code",
    noCodes:
      "No app and no recovery code? Contact us by phone or email: we will check who you are before anything changes.",
    startOver: "Sign in again",
    settingsTitle: "Two-step sign-in",
    settingsDescription: "Sign in with a code from an authenticator app as well as your password.",
    settingsLead:
      "With two-step sign-in, signing in asks for your password and a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone does not open your account.",
    required:
      "Consultant accounts open clients' identity documents: two-step sign-in is required before the back office opens.",
    statusOn: "Two-step sign-in is on.",
    statusOff: "Two-step sign-in is off.",
    turnedOn: "Two-step sign-in is now on. Keep your recovery codes somewhere safe.",
    turnedOff: "Two-step sign-in is now off.",
    startTitle: "Set it up",
    startLead: "Enter your password to create a key for your authenticator app and your recovery codes.",
    password: "Your password",
    start: "Set up two-step sign-in",
    keyTitle: "1. Add this account to your authenticator app",
    keyLead: "In the app, choose to add an account and enter this key by hand (spaces do not matter):",
    keyLabel: "Key",
    uriLead: "Or, on this phone, open this address or paste it into an app that accepts one:",
    uriLabel: "Setup address (otpauth)",
    codesTitle: "2. Save your recovery codes",
    codesLead:
      "If you lose your phone, each of these codes signs you in once instead of the app's code. Print them or write them down, and keep them away from your phone. They are shown again only until you confirm.",
    confirmTitle: "3. Confirm with a code from the app",
    confirm: "Turn on two-step sign-in",
    codesLeft: "Recovery codes left: {n}.",
    newCodesTitle: "New recovery codes",
    newCodesLead: "Get 10 new codes; the ones you have stop working. Enter your password to confirm.",
    newCodes: "Get new recovery codes",
    newCodesShown:
      "Your new recovery codes are below. Save them now: they will not be shown again, and the old ones no longer work.",
    offTitle: "Turn off two-step sign-in",
    offLead: "Signing in will ask for your password only. Enter your password to confirm.",
    off: "Turn off two-step sign-in",
    back: "Back to my account",
    manage: "Two-step sign-in settings",
  },
  fr: {
    stepTitle: "Connexion en deux étapes",
    stepLead:
      "Votre mot de passe est bon. Entrez le code à 6 chiffres que votre application d’authentification affiche pour ce compte.",
    code: "Code d’authentification",
    codeHint: "6 chiffres. Le code change toutes les 30 secondes.",
    verify: "Vérifier et me connecter",
    lostTitle: "Téléphone perdu ?",
    lostLead:
      "Utilisez l’un des codes de récupération conservés lors de la configuration de la connexion en deux étapes. Chacun ne sert qu’une fois ; nous en consignons l’usage et vous écrivons.",
    recoveryCode: "Code de récupération",
    recoveryHint: "Par exemple : abcde-12345.",
    useRecovery: "Me connecter avec un code de récupération",
    noCodes:
      "Ni application ni code de récupération ? Écrivez-nous ou appelez-nous : nous vérifierons votre identité avant tout changement.",
    startOver: "Me reconnecter",
    settingsTitle: "Connexion en deux étapes",
    settingsDescription:
      "Connectez-vous avec un code d’une application d’authentification en plus de votre mot de passe.",
    settingsLead:
      "Avec la connexion en deux étapes, la connexion demande votre mot de passe et un code à 6 chiffres d’une application d’authentification sur votre téléphone (comme Google Authenticator, Microsoft Authenticator ou 1Password) : un mot de passe volé ne suffit plus à ouvrir votre compte.",
    required:
      "Les comptes de consultante ou de consultant ouvrent les pièces d’identité des clients : la connexion en deux étapes est obligatoire avant d’accéder à l’espace de gestion.",
    statusOn: "La connexion en deux étapes est activée.",
    statusOff: "La connexion en deux étapes est désactivée.",
    turnedOn:
      "La connexion en deux étapes est maintenant activée. Conservez vos codes de récupération en lieu sûr.",
    turnedOff: "La connexion en deux étapes est maintenant désactivée.",
    startTitle: "La configurer",
    startLead:
      "Entrez votre mot de passe pour créer une clé pour votre application d’authentification et vos codes de récupération.",
    password: "Votre mot de passe",
    start: "Configurer la connexion en deux étapes",
    keyTitle: "1. Ajoutez ce compte à votre application d’authentification",
    keyLead:
      "Dans l’application, choisissez d’ajouter un compte et saisissez cette clé à la main (les espaces n’importent pas) :",
    keyLabel: "Clé",
    uriLead:
      "Ou, sur ce téléphone, ouvrez cette adresse ou collez-la dans une application qui en accepte une :",
    uriLabel: "Adresse de configuration (otpauth)",
    codesTitle: "2. Conservez vos codes de récupération",
    codesLead:
      "Si vous perdez votre téléphone, chacun de ces codes vous connecte une fois à la place du code de l’application. Imprimez-les ou notez-les, et gardez-les loin de votre téléphone. Ils ne sont affichés que jusqu’à votre confirmation.",
    confirmTitle: "3. Confirmez avec un code de l’application",
    confirm: "Activer la connexion en deux étapes",
    codesLeft: "Codes de récupération restants : {n}.",
    newCodesTitle: "Nouveaux codes de récupération",
    newCodesLead:
      "Obtenez 10 nouveaux codes ; ceux que vous avez cessent de fonctionner. Entrez votre mot de passe pour confirmer.",
    newCodes: "Obtenir de nouveaux codes de récupération",
    newCodesShown:
      "Vos nouveaux codes de récupération sont ci-dessous. Conservez-les maintenant : ils ne seront plus affichés, et les anciens ne fonctionnent plus.",
    offTitle: "Désactiver la connexion en deux étapes",
    offLead:
      "La connexion ne demandera plus que votre mot de passe. Entrez votre mot de passe pour confirmer.",
    off: "Désactiver la connexion en deux étapes",
    back: "Retour à mon compte",
    manage: "Paramètres de connexion en deux étapes",
  },
});
