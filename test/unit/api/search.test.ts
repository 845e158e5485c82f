import { searchReadBudget, searchWords, MAX_SEARCH_WORDS, SEARCH_READ_BUDGET } from '../../../functions/lib/domain/search';
import { submissionSearchText } from '../../../functions/lib/domain/search-text';
import { foldText } from '../../../shared/api/text';

const text = submissionSearchText({
  questionnaireType: 'small-claims',
  names: ['María Elena García', 'Maria Garcia'],
  emails: ['maria.garcia@example.com'],
});
const matches = (query: string) => searchWords(query).every((w) => text.includes(w));

describe('admin search', () => {
  it('reads SEARCH_READ_BUDGET items per page unless the environment sets a positive whole number (the local control)', () => {
    expect(SEARCH_READ_BUDGET).toBe(5000);
    expect(searchReadBudget({})).toBe(5000);
    expect(searchReadBudget({ SEARCH_READ_BUDGET: '250' })).toBe(250);
    for (const junk of ['', '0', '-5', '2.5', 'lots']) expect(searchReadBudget({ SEARCH_READ_BUDGET: junk })).toBe(5000);
  });

  it('folds case, accents and punctuation the same way on both sides', () => {
    expect(foldText('  María-José  GARCÍA, Ñuñez! ')).toBe('maria jose garcia nunez');
  });

  it.each([
    ['a name, any case and accents', 'GARCÍA maría', true],
    ['part of a name', 'garc', true],
    ['an email', 'maria.garcia@example.com', true],
    ['the service slug', 'small-claims', true],
    ['the English title', 'Small Claims', true],
    ['the Spanish title', 'reclamos menores', true],
    ['another person', 'hernandez', false],
    ['another service', 'probate', false],
    ['one word of two that is absent', 'maria probate', false],
  ])('%s: "%s" → %s', (_name, query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it('stores each word once', () => {
    expect(text.split(' ').length).toBe(new Set(text.split(' ')).size);
  });

  it('takes at most MAX_SEARCH_WORDS words, none empty', () => {
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords(' , - ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
