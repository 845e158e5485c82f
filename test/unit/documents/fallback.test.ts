/**
 * A generator that fails never costs the client their packet: the packet carries the document's worksheet instead
 * (its items in the document's order) and the cover sheet says the document could not be generated. The generators
 * module is replaced by one that throws, as a bug in a generator would.
 */
import { SAMPLES } from '../../../shared/questionnaires/samples';
import { packetOf } from '../court-forms/worksheets';

jest.mock('../../../functions/lib/documents/generate', () => ({
  generateDocument: () => {
    throw new TypeError('generator bug');
  },
}));

// Building packets and drawing their PDFs is CPU-bound: on a shared 2-core machine one build can outlast jest's 5 s
// default (seen in the full unit run). Nothing here asserts on time.
jest.setTimeout(120_000);

describe('a generator that throws', () => {
  it('leaves the document’s worksheet in the packet, with the note, and every other form as it was', async () => {
    const { packet, text } = await packetOf('adult-adoption', SAMPLES['adult-adoption'], 'en');
    const inPacket = packet.status.forms.filter((f) => f.applies);
    expect(inPacket.map((f) => f.output)).toEqual(['worksheet', 'worksheet', 'worksheet', 'worksheet', 'worksheet']);
    for (const f of inPacket.slice(0, 4)) expect(f.notes[0]).toEqual({ code: 'generatorFailed' });
    expect(text).toContain('This document could not be generated: the worksheet lists its items instead.');
    expect(text).toContain('Preparer’s worksheet — Petition for approval of adoption agreement (Fam. Code §9321)');
  });
});
