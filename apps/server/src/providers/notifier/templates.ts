import type { Language } from '@coffer/domain';

type Template = (v: Record<string, string>) => { subject: string; text: string };
type Kind = 'login_pin' | 'reset_password' | 'change_email' | 'mobile_pin' | 'send_code';

/** Message texts in the five languages of the app; values are filled in, never translated. */
const TEMPLATES: Record<Language, Record<Kind, Template>> = {
  en: {
    login_pin: (v) => ({
      subject: 'Your Coffer login code',
      text: `Your login code is ${v.pin}. It is valid for 10 minutes and works once.\nOr open: ${v.link}\nIf you did not try to log in, change your password.`,
    }),
    reset_password: (v) => ({
      subject: 'Reset your Coffer password',
      text: `Open this link within 1 hour to choose a new password:\n${v.link}\nIf you did not ask for it, ignore this email.`,
    }),
    change_email: (v) => ({
      subject: 'Confirm your new Coffer email',
      text: `Open this link within 24 hours to use this address for Coffer:\n${v.link}`,
    }),
    mobile_pin: (v) => ({ subject: 'Coffer', text: `Your Coffer verification code is ${v.pin}.` }),
    send_code: (v) => ({
      subject: 'Confirm your Coffer transfer',
      text: `Your confirmation code for sending ${v.amount} ${v.coin} is ${v.pin}. It is valid for 10 minutes.`,
    }),
  },
  it: {
    login_pin: (v) => ({
      subject: 'Il tuo codice di accesso Coffer',
      text: `Il tuo codice di accesso è ${v.pin}. È valido per 10 minuti e funziona una sola volta.\nOppure apri: ${v.link}\nSe non hai provato ad accedere, cambia la password.`,
    }),
    reset_password: (v) => ({
      subject: 'Reimposta la password di Coffer',
      text: `Apri questo link entro 1 ora per scegliere una nuova password:\n${v.link}\nSe non l'hai chiesto tu, ignora questa email.`,
    }),
    change_email: (v) => ({
      subject: 'Conferma la tua nuova email Coffer',
      text: `Apri questo link entro 24 ore per usare questo indirizzo su Coffer:\n${v.link}`,
    }),
    mobile_pin: (v) => ({ subject: 'Coffer', text: `Il tuo codice di verifica Coffer è ${v.pin}.` }),
    send_code: (v) => ({
      subject: 'Conferma il tuo trasferimento Coffer',
      text: `Il codice di conferma per inviare ${v.amount} ${v.coin} è ${v.pin}. È valido per 10 minuti.`,
    }),
  },
  es: {
    login_pin: (v) => ({
      subject: 'Tu código de acceso de Coffer',
      text: `Tu código de acceso es ${v.pin}. Es válido durante 10 minutos y funciona una sola vez.\nO abre: ${v.link}\nSi no intentaste acceder, cambia tu contraseña.`,
    }),
    reset_password: (v) => ({
      subject: 'Restablece tu contraseña de Coffer',
      text: `Abre este enlace en menos de 1 hora para elegir una nueva contraseña:\n${v.link}\nSi no lo pediste, ignora este correo.`,
    }),
    change_email: (v) => ({
      subject: 'Confirma tu nuevo correo de Coffer',
      text: `Abre este enlace en menos de 24 horas para usar esta dirección en Coffer:\n${v.link}`,
    }),
    mobile_pin: (v) => ({ subject: 'Coffer', text: `Tu código de verificación de Coffer es ${v.pin}.` }),
    send_code: (v) => ({
      subject: 'Confirma tu transferencia de Coffer',
      text: `Tu código de confirmación para enviar ${v.amount} ${v.coin} es ${v.pin}. Es válido durante 10 minutos.`,
    }),
  },
  pt: {
    login_pin: (v) => ({
      subject: 'O seu código de acesso Coffer',
      text: `O seu código de acesso é ${v.pin}. É válido durante 10 minutos e funciona uma só vez.\nOu abra: ${v.link}\nSe não tentou entrar, altere a sua palavra-passe.`,
    }),
    reset_password: (v) => ({
      subject: 'Redefina a sua palavra-passe Coffer',
      text: `Abra este link dentro de 1 hora para escolher uma nova palavra-passe:\n${v.link}\nSe não o pediu, ignore este email.`,
    }),
    change_email: (v) => ({
      subject: 'Confirme o seu novo email Coffer',
      text: `Abra este link dentro de 24 horas para usar este endereço no Coffer:\n${v.link}`,
    }),
    mobile_pin: (v) => ({ subject: 'Coffer', text: `O seu código de verificação Coffer é ${v.pin}.` }),
    send_code: (v) => ({
      subject: 'Confirme a sua transferência Coffer',
      text: `O seu código de confirmação para enviar ${v.amount} ${v.coin} é ${v.pin}. É válido durante 10 minutos.`,
    }),
  },
  fr: {
    login_pin: (v) => ({
      subject: 'Votre code de connexion Coffer',
      text: `Votre code de connexion est ${v.pin}. Il est valable 10 minutes et ne sert qu'une fois.\nOu ouvrez : ${v.link}\nSi vous n'avez pas essayé de vous connecter, changez votre mot de passe.`,
    }),
    reset_password: (v) => ({
      subject: 'Réinitialisez votre mot de passe Coffer',
      text: `Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :\n${v.link}\nSi vous ne l'avez pas demandé, ignorez cet email.`,
    }),
    change_email: (v) => ({
      subject: 'Confirmez votre nouvel email Coffer',
      text: `Ouvrez ce lien dans les 24 heures pour utiliser cette adresse sur Coffer :\n${v.link}`,
    }),
    mobile_pin: (v) => ({ subject: 'Coffer', text: `Votre code de vérification Coffer est ${v.pin}.` }),
    send_code: (v) => ({
      subject: 'Confirmez votre transfert Coffer',
      text: `Votre code de confirmation pour envoyer ${v.amount} ${v.coin} est ${v.pin}. Il est valable 10 minutes.`,
    }),
  },
};

export function render(kind: Kind, language: string, values: Record<string, string>) {
  const table = TEMPLATES[(language in TEMPLATES ? language : 'en') as Language];
  return table[kind](values);
}
export type { Kind as MessageKind };
