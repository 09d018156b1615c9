import type { KycRejectReason, Language } from '@coffer/domain';

type Texts = {
  confirmed: (document: string) => { subject: string; text: string };
  rejected: (document: string, reason: string) => { subject: string; text: string };
  documents: Record<'PASSPORT' | 'ID_CARD' | 'DRIVERS' | 'UTILITY_BILL' | 'SELFIE', string>;
  sides: Record<'FRONT' | 'BACK', string>;
  reasons: Record<KycRejectReason, string>;
};

/** The emails a KYC review sends, in the five languages of the app (issue 14). */
export const KYC_MESSAGES: Record<Language, Texts> = {
  en: {
    confirmed: (d) => ({
      subject: 'Coffer: document confirmed',
      text: `Your ${d} has been checked and confirmed. Open Coffer to see your verification.`,
    }),
    rejected: (d, r) => ({
      subject: 'Coffer: please send a document again',
      text: `We could not accept your ${d}: ${r}. Open Coffer and send it again.`,
    }),
    documents: {
      PASSPORT: 'passport',
      ID_CARD: 'identity card',
      DRIVERS: 'driving licence',
      UTILITY_BILL: 'proof of address',
      SELFIE: 'selfie',
    },
    sides: { FRONT: 'front', BACK: 'back' },
    reasons: {
      blurry: 'the picture is blurry',
      glare: 'light reflections hide some details',
      cut_off: 'part of the document is cut off',
      expired: 'the document has expired',
      wrong_document: 'this is not the document asked for',
      not_matching: 'the details do not match your account',
      unreadable: 'the document cannot be read',
    },
  },
  it: {
    confirmed: (d) => ({
      subject: 'Coffer: documento confermato',
      text: `Il tuo documento (${d}) è stato verificato e confermato. Apri Coffer per vedere la tua verifica.`,
    }),
    rejected: (d, r) => ({
      subject: 'Coffer: invia di nuovo un documento',
      text: `Non abbiamo potuto accettare il tuo documento (${d}): ${r}. Apri Coffer e invialo di nuovo.`,
    }),
    documents: {
      PASSPORT: 'passaporto',
      ID_CARD: "carta d'identità",
      DRIVERS: 'patente di guida',
      UTILITY_BILL: 'prova di residenza',
      SELFIE: 'selfie',
    },
    sides: { FRONT: 'fronte', BACK: 'retro' },
    reasons: {
      blurry: "l'immagine è sfocata",
      glare: 'dei riflessi nascondono alcuni dettagli',
      cut_off: 'una parte del documento è tagliata',
      expired: 'il documento è scaduto',
      wrong_document: 'non è il documento richiesto',
      not_matching: 'i dati non corrispondono al tuo account',
      unreadable: 'il documento non è leggibile',
    },
  },
  es: {
    confirmed: (d) => ({
      subject: 'Coffer: documento confirmado',
      text: `Tu documento (${d}) ha sido revisado y confirmado. Abre Coffer para ver tu verificación.`,
    }),
    rejected: (d, r) => ({
      subject: 'Coffer: envía de nuevo un documento',
      text: `No hemos podido aceptar tu documento (${d}): ${r}. Abre Coffer y envíalo de nuevo.`,
    }),
    documents: {
      PASSPORT: 'pasaporte',
      ID_CARD: 'documento de identidad',
      DRIVERS: 'permiso de conducir',
      UTILITY_BILL: 'justificante de domicilio',
      SELFIE: 'selfie',
    },
    sides: { FRONT: 'anverso', BACK: 'reverso' },
    reasons: {
      blurry: 'la imagen está borrosa',
      glare: 'los reflejos ocultan algunos datos',
      cut_off: 'una parte del documento está cortada',
      expired: 'el documento ha caducado',
      wrong_document: 'no es el documento solicitado',
      not_matching: 'los datos no coinciden con tu cuenta',
      unreadable: 'el documento no se puede leer',
    },
  },
  pt: {
    confirmed: (d) => ({
      subject: 'Coffer: documento confirmado',
      text: `O seu documento (${d}) foi verificado e confirmado. Abra o Coffer para ver a sua verificação.`,
    }),
    rejected: (d, r) => ({
      subject: 'Coffer: envie novamente um documento',
      text: `Não foi possível aceitar o seu documento (${d}): ${r}. Abra o Coffer e envie-o novamente.`,
    }),
    documents: {
      PASSPORT: 'passaporte',
      ID_CARD: 'cartão de identificação',
      DRIVERS: 'carta de condução',
      UTILITY_BILL: 'comprovativo de morada',
      SELFIE: 'selfie',
    },
    sides: { FRONT: 'frente', BACK: 'verso' },
    reasons: {
      blurry: 'a imagem está desfocada',
      glare: 'reflexos escondem alguns detalhes',
      cut_off: 'uma parte do documento está cortada',
      expired: 'o documento expirou',
      wrong_document: 'não é o documento pedido',
      not_matching: 'os dados não correspondem à sua conta',
      unreadable: 'o documento não é legível',
    },
  },
  fr: {
    confirmed: (d) => ({
      subject: 'Coffer : document confirmé',
      text: `Votre document (${d}) a été vérifié et confirmé. Ouvrez Coffer pour voir votre vérification.`,
    }),
    rejected: (d, r) => ({
      subject: 'Coffer : envoyez de nouveau un document',
      text: `Nous n'avons pas pu accepter votre document (${d}) : ${r}. Ouvrez Coffer et envoyez-le de nouveau.`,
    }),
    documents: {
      PASSPORT: 'passeport',
      ID_CARD: "carte d'identité",
      DRIVERS: 'permis de conduire',
      UTILITY_BILL: 'justificatif de domicile',
      SELFIE: 'selfie',
    },
    sides: { FRONT: 'recto', BACK: 'verso' },
    reasons: {
      blurry: "l'image est floue",
      glare: 'des reflets cachent certains détails',
      cut_off: 'une partie du document est coupée',
      expired: 'le document a expiré',
      wrong_document: "ce n'est pas le document demandé",
      not_matching: 'les informations ne correspondent pas à votre compte',
      unreadable: "le document n'est pas lisible",
    },
  },
};
