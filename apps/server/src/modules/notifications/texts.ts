import type { Language, NotificationKind } from '@coffer/domain';

type Text = (v: Record<string, string>) => { title: string; body: string };

const amount = (v: Record<string, string>) => (v.amount && v.coin ? `${v.amount} ${v.coin}` : '');

/**
 * Push and email texts of every notification kind in the app's five languages (the in-app list is
 * drawn by the web app from its own translations). Values are filled in, never translated.
 */
const TEXTS: Record<Language, Record<NotificationKind, Text>> = {
  en: {
    deposit_credited: (v) => ({ title: 'Deposit credited', body: `${amount(v)} is in your wallet.` }),
    money_received: (v) => ({ title: 'Money received', body: `You received ${amount(v)}.` }),
    withdrawal_confirmed: (v) => ({
      title: 'Withdrawal confirmed',
      body: `Your withdrawal of ${amount(v)} is confirmed.`,
    }),
    withdrawal_failed: (v) => ({
      title: 'Withdrawal failed',
      body: `Your withdrawal of ${amount(v)} failed; the funds are back in your wallet.`,
    }),
    card_authorised: (v) => ({ title: 'Card payment', body: `${amount(v)} at ${v.merchant ?? ''}.` }),
    card_declined: (v) => ({
      title: 'Card payment declined',
      body: `${amount(v)} at ${v.merchant ?? ''} was declined.`,
    }),
    kyc_document_reviewed: () => ({
      title: 'Document reviewed',
      body: 'Your identity document was reviewed. Open Coffer to see the result.',
    }),
    referral_bonus: (v) => ({ title: 'Referral bonus', body: `You received a bonus of ${amount(v)}.` }),
    support_answer: (v) => ({ title: 'Support answered', body: `Support answered in "${v.subject ?? ''}".` }),
    new_device_sign_in: (v) => ({
      title: 'New sign-in',
      body: `Your account was signed in from ${v.device ?? 'a new device'}. If it was not you, change your password.`,
    }),
    tier_fee_charged: (v) => ({
      title: 'Monthly fee charged',
      body: `The monthly fee of ${amount(v)} for your tier was charged.`,
    }),
  },
  it: {
    deposit_credited: (v) => ({ title: 'Deposito accreditato', body: `${amount(v)} è nel tuo wallet.` }),
    money_received: (v) => ({ title: 'Denaro ricevuto', body: `Hai ricevuto ${amount(v)}.` }),
    withdrawal_confirmed: (v) => ({
      title: 'Prelievo confermato',
      body: `Il tuo prelievo di ${amount(v)} è confermato.`,
    }),
    withdrawal_failed: (v) => ({
      title: 'Prelievo non riuscito',
      body: `Il tuo prelievo di ${amount(v)} non è riuscito; i fondi sono tornati nel tuo wallet.`,
    }),
    card_authorised: (v) => ({ title: 'Pagamento con carta', body: `${amount(v)} presso ${v.merchant ?? ''}.` }),
    card_declined: (v) => ({
      title: 'Pagamento con carta rifiutato',
      body: `${amount(v)} presso ${v.merchant ?? ''} è stato rifiutato.`,
    }),
    kyc_document_reviewed: () => ({
      title: 'Documento esaminato',
      body: 'Il tuo documento di identità è stato esaminato. Apri Coffer per vedere l’esito.',
    }),
    referral_bonus: (v) => ({ title: 'Bonus invito', body: `Hai ricevuto un bonus di ${amount(v)}.` }),
    support_answer: (v) => ({
      title: 'Risposta dell’assistenza',
      body: `L’assistenza ha risposto in "${v.subject ?? ''}".`,
    }),
    new_device_sign_in: (v) => ({
      title: 'Nuovo accesso',
      body: `È stato effettuato l’accesso al tuo account da ${v.device ?? 'un nuovo dispositivo'}. Se non sei stato tu, cambia la password.`,
    }),
    tier_fee_charged: (v) => ({
      title: 'Canone mensile addebitato',
      body: `È stato addebitato il canone mensile di ${amount(v)} del tuo livello.`,
    }),
  },
  es: {
    deposit_credited: (v) => ({ title: 'Depósito abonado', body: `${amount(v)} ya está en tu monedero.` }),
    money_received: (v) => ({ title: 'Dinero recibido', body: `Has recibido ${amount(v)}.` }),
    withdrawal_confirmed: (v) => ({ title: 'Retiro confirmado', body: `Tu retiro de ${amount(v)} está confirmado.` }),
    withdrawal_failed: (v) => ({
      title: 'Retiro fallido',
      body: `Tu retiro de ${amount(v)} ha fallado; los fondos han vuelto a tu monedero.`,
    }),
    card_authorised: (v) => ({ title: 'Pago con tarjeta', body: `${amount(v)} en ${v.merchant ?? ''}.` }),
    card_declined: (v) => ({
      title: 'Pago con tarjeta rechazado',
      body: `${amount(v)} en ${v.merchant ?? ''} ha sido rechazado.`,
    }),
    kyc_document_reviewed: () => ({
      title: 'Documento revisado',
      body: 'Tu documento de identidad ha sido revisado. Abre Coffer para ver el resultado.',
    }),
    referral_bonus: (v) => ({ title: 'Bono por invitación', body: `Has recibido un bono de ${amount(v)}.` }),
    support_answer: (v) => ({ title: 'Respuesta de soporte', body: `Soporte ha respondido en "${v.subject ?? ''}".` }),
    new_device_sign_in: (v) => ({
      title: 'Nuevo inicio de sesión',
      body: `Se ha iniciado sesión en tu cuenta desde ${v.device ?? 'un nuevo dispositivo'}. Si no fuiste tú, cambia tu contraseña.`,
    }),
    tier_fee_charged: (v) => ({
      title: 'Cuota mensual cobrada',
      body: `Se ha cobrado la cuota mensual de ${amount(v)} de tu nivel.`,
    }),
  },
  pt: {
    deposit_credited: (v) => ({ title: 'Depósito creditado', body: `${amount(v)} já está na sua carteira.` }),
    money_received: (v) => ({ title: 'Dinheiro recebido', body: `Você recebeu ${amount(v)}.` }),
    withdrawal_confirmed: (v) => ({
      title: 'Levantamento confirmado',
      body: `O seu levantamento de ${amount(v)} foi confirmado.`,
    }),
    withdrawal_failed: (v) => ({
      title: 'Levantamento falhou',
      body: `O seu levantamento de ${amount(v)} falhou; os fundos voltaram à sua carteira.`,
    }),
    card_authorised: (v) => ({ title: 'Pagamento com cartão', body: `${amount(v)} em ${v.merchant ?? ''}.` }),
    card_declined: (v) => ({
      title: 'Pagamento com cartão recusado',
      body: `${amount(v)} em ${v.merchant ?? ''} foi recusado.`,
    }),
    kyc_document_reviewed: () => ({
      title: 'Documento analisado',
      body: 'O seu documento de identidade foi analisado. Abra o Coffer para ver o resultado.',
    }),
    referral_bonus: (v) => ({ title: 'Bónus de convite', body: `Recebeu um bónus de ${amount(v)}.` }),
    support_answer: (v) => ({ title: 'Resposta do suporte', body: `O suporte respondeu em "${v.subject ?? ''}".` }),
    new_device_sign_in: (v) => ({
      title: 'Novo início de sessão',
      body: `A sua conta iniciou sessão a partir de ${v.device ?? 'um novo dispositivo'}. Se não foi você, altere a sua palavra-passe.`,
    }),
    tier_fee_charged: (v) => ({
      title: 'Mensalidade cobrada',
      body: `Foi cobrada a mensalidade de ${amount(v)} do seu nível.`,
    }),
  },
  fr: {
    deposit_credited: (v) => ({ title: 'Dépôt crédité', body: `${amount(v)} est sur votre portefeuille.` }),
    money_received: (v) => ({ title: 'Argent reçu', body: `Vous avez reçu ${amount(v)}.` }),
    withdrawal_confirmed: (v) => ({ title: 'Retrait confirmé', body: `Votre retrait de ${amount(v)} est confirmé.` }),
    withdrawal_failed: (v) => ({
      title: 'Échec du retrait',
      body: `Votre retrait de ${amount(v)} a échoué ; les fonds sont revenus sur votre portefeuille.`,
    }),
    card_authorised: (v) => ({ title: 'Paiement par carte', body: `${amount(v)} chez ${v.merchant ?? ''}.` }),
    card_declined: (v) => ({
      title: 'Paiement par carte refusé',
      body: `${amount(v)} chez ${v.merchant ?? ''} a été refusé.`,
    }),
    kyc_document_reviewed: () => ({
      title: 'Document examiné',
      body: 'Votre pièce d’identité a été examinée. Ouvrez Coffer pour voir le résultat.',
    }),
    referral_bonus: (v) => ({ title: 'Bonus de parrainage', body: `Vous avez reçu un bonus de ${amount(v)}.` }),
    support_answer: (v) => ({ title: 'Réponse du support', body: `Le support a répondu dans « ${v.subject ?? ''} ».` }),
    new_device_sign_in: (v) => ({
      title: 'Nouvelle connexion',
      body: `Votre compte a été connecté depuis ${v.device ?? 'un nouvel appareil'}. Si ce n’était pas vous, changez votre mot de passe.`,
    }),
    tier_fee_charged: (v) => ({
      title: 'Frais mensuels prélevés',
      body: `Les frais mensuels de ${amount(v)} de votre niveau ont été prélevés.`,
    }),
  },
};

export function notificationText(
  language: string,
  kind: NotificationKind,
  data: Record<string, string>,
): { title: string; body: string } {
  const texts = TEXTS[(language in TEXTS ? language : 'en') as Language];
  return texts[kind](data);
}
