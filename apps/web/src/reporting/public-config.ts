// Settings the browser needs from the server's configuration: the render contract's
// (libs/contract render-contract.ts), which the api fills in and the page reads.
export { NO_PUBLIC_CONFIG, PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '@kokoelma/contract/site';
