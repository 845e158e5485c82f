/**
 * The hub's cards list every form and document a service can prepare (UX review rows 19 and 24): the always-prepared
 * ones, then those prepared depending on the answers (the divorce petition FL-100, NC-100, the business filings), the
 * forms by number and every other document by its name in the page's language.
 */
import { within } from '@testing-library/react';
import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import journeyHub from '../../../shared/i18n/messages/journey-hub';
import { hubDocument, hubDocuments } from '../../../web/src/features/journey/hub-documents';
import QuestionnaireHubPage from '../../../web/src/features/journey/pages/QuestionnaireHubPage';
import { fakeAuth, renderSite } from '../public/harness';

const card = (type: string) => document.querySelector(`[data-type="${type}"]`) as HTMLElement;

describe('the hub’s forms and documents', () => {
  test('every document that is not a numbered form has a name in English and Spanish', () => {
    const keys = QUESTIONNAIRE_TYPES.flatMap((type) => [...CATALOGUE[type].forms, ...CATALOGUE[type].formsWhenNeeded])
      .map(hubDocument)
      .flatMap((d) => ('key' in d ? [d.key] : []));
    expect(keys.length).toBeGreaterThan(5);
    const en = journeyHub.en.journey.hub.documents as Record<string, string>;
    const es = journeyHub.es.journey.hub.documents as Record<string, string>;
    expect(keys.filter((k) => !en[k] || !es[k])).toEqual([]);
  });

  test('names a form by its number, a copy once, the domestic relations orders of four plans once', () => {
    expect(hubDocument('GC-210(CA)')).toEqual({ number: 'GC-210(CA)' });
    expect(hubDocument('GC-212 (co-guardian)')).toEqual({ number: 'GC-212' });
    expect(hubDocument('DE-147S')).toEqual({ number: 'DE-147S' });
    const dro = hubDocuments(CATALOGUE['domestic-relations-order']);
    const all = [...dro.always, ...dro.whenNeeded];
    expect(all.filter((d) => 'key' in d && d.key === 'Domestic_relations_order')).toHaveLength(1);
    const guardian = hubDocuments(CATALOGUE['guardianship-minor']);
    expect([...guardian.always, ...guardian.whenNeeded].filter((d) => 'number' in d && d.number === 'GC-212')).toHaveLength(1);
  });

  test('in English: the divorce petition and the name-change petition are listed, and business filings are not empty', () => {
    renderSite({ '/questionnaire': <QuestionnaireHubPage /> }, '/questionnaire', { locale: 'en', auth: fakeAuth() });
    expect(within(card('dissolution')).getByText(/Depending on your answers:/)).toHaveTextContent('FL-100');
    expect(within(card('name-change')).getByText(/Depending on your answers:/)).toHaveTextContent('NC-100');
    expect(card('business-enterprises')).toHaveTextContent('LLC-1');
    expect(card('business-enterprises')).toHaveTextContent('Fictitious Business Name Statement');
  });

  test('in Spanish: documents by their Spanish names, forms by number', () => {
    renderSite({ '/questionnaire': <QuestionnaireHubPage /> }, '/questionnaire', { locale: 'es', auth: fakeAuth() });
    const dro = card('domestic-relations-order');
    expect(dro).toHaveTextContent('Orden de relaciones domésticas (una por plan de jubilación)');
    expect(dro).not.toHaveTextContent('Domestic relations order');
    expect(card('probate')).toHaveTextContent('Resumen de bienes y de patrimonio pequeño');
    expect(card('business-enterprises')).toHaveTextContent('Declaración de nombre comercial ficticio');
    expect(within(card('dissolution')).getByText(/Según sus respuestas:/)).toHaveTextContent('FL-100');
  });
});
