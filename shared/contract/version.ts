/**
 * The version of the Legal Document Assistant contract (shared/contract/lda-contract.ts). The agreement page sends it
 * with the acceptance (POST /orders/{orderId}/agreement {contractVersion}); the API records it on the order, so every
 * order says which wording the client accepted. Bump it whenever the wording changes in either language.
 */
export const LDA_CONTRACT_VERSION = '2026-12-01';
// 2026-11-22b: the structure of the DCA standard contract (16 CCR §3950): numbered notices, kinds of services, services
// and cost, both parties' signatures; the forms of the domestic relations order and the adult adoption corrected.
// 2026-12-01: the standard contract of 16 CCR §3950 in its order and words (county block, "between me … and you",
// Important Notices 1–7, self-help services, Part I, Part II, signatures), the §6410(b)(6) and §6408.5 statements, the
// forms the client selected; the business's own terms in a separate addendum (work starts after the notice was given).
