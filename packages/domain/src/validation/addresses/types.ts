import type { Network } from '../../constants';

/** Checks an address (or account reference) of one coin on one network. */
export type AddressValidator = (address: string, network: Network) => boolean;
