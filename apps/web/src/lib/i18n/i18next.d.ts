import 'i18next';
import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      kyc: typeof import('../../features/kyc/locales/en.json');
      card: typeof import('../../features/card/locales/en.json');
      market: typeof import('../../features/market/locales/en.json');
      native: typeof import('../../features/native/locales/en.json');
      statements: typeof import('../../features/statements/locales/en.json');
      support: typeof import('../../features/support/locales/en.json');
    };
  }
}
