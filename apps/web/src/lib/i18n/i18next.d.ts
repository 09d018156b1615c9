import 'i18next';
import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      statements: typeof import('../../features/statements/locales/en.json');
    };
  }
}
