import { storedSetting } from '../../lib/stored-setting';

/** Section 3 saved setting poaSent: the user sent (or chose to skip) the proof of address on this device. */
const poaSent = storedSetting(
  'poaSent',
  (stored) => stored === 'true',
  (sent: boolean) => (sent ? 'true' : 'false'),
);

export const setPoaSent = poaSent.set;
export const usePoaSent = poaSent.use;
