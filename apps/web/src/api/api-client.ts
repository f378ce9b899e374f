// What pages ask of the server: one interface for the server render (in-process) and the
// browser (fetch), written once in the render contract (libs/contract render-contract.ts).
export type { ApiClient } from '@kokoelma/contract/site';
