/**
 * The version of the Legal Document Assistant contract (shared/contract/lda-contract.ts). The agreement page sends it
 * with the acceptance (POST /orders/{orderId}/agreement {contractVersion}); the API records it on the order, so every
 * order says which wording the client accepted. Bump it whenever the wording changes in either language.
 */
export const LDA_CONTRACT_VERSION = '2026-11-22b';
// 2026-11-22b: the structure of the DCA standard contract (16 CCR §3950): numbered notices, kinds of services, services
// and cost, both parties' signatures; the forms of the domestic relations order and the adult adoption corrected.
