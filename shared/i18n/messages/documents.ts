import { defineMessages } from '../core';

/**
 * Case documents: the refusals of a file (shared/documents.ts DOCUMENT_ERRORS), shown before upload and by the API,
 * and the labels of the document types (DOCUMENT_KINDS).
 */
export default defineMessages({
  en: {
    documents: {
      errors: {
        empty: 'This file is empty. Choose another file.',
        tooLarge: 'This file is larger than 20 MB. Choose a smaller file, or take the photo again at a lower resolution.',
        type: 'This type of file is not accepted. Upload a PDF, JPEG, PNG or HEIC file.',
        mismatch:
          "This file's content does not match its type (for example, a renamed file). Upload the original PDF, JPEG, PNG or HEIC file.",
        name: 'Give the document a name of 1 to 200 characters, without slashes.',
        limit: 'This file already has 50 documents, the most it can hold. Call the office if you need to send more.',
        pending: 'Several uploads to this file are still in progress. Wait until they finish (or about 15 minutes), then try again.',
        kind: 'Choose what kind of document this is.',
        upload: 'The file could not be sent. Check your connection and try again.',
      },
      kind: 'Type of document',
      kindHint: 'What the document is, so the office can find it.',
      kindChoose: 'Choose a type',
      kinds: {
        identification: 'Identification (ID, passport)',
        court_order: 'Court order or judgment',
        vital_record: 'Marriage, birth or death certificate',
        proof_of_service: 'Proof of service',
        financial_record: 'Financial record (pay stubs, taxes, bank)',
        photo_of_papers: 'Photo of papers',
        draft: 'Draft to review',
        filing_packet: 'Court forms (filing packet)',
        filed_copy: 'Filed or endorsed copy',
        other: 'Other',
      },
    },
  },
  es: {
    documents: {
      errors: {
        empty: 'Este archivo está vacío. Elija otro archivo.',
        tooLarge: 'Este archivo pesa más de 20 MB. Elija un archivo más pequeño o tome la foto de nuevo con menor resolución.',
        type: 'No se acepta este tipo de archivo. Suba un archivo PDF, JPEG, PNG o HEIC.',
        mismatch:
          'El contenido de este archivo no corresponde a su tipo (por ejemplo, un archivo con otro nombre). Suba el archivo PDF, JPEG, PNG o HEIC original.',
        name: 'Dé al documento un nombre de 1 a 200 caracteres, sin barras.',
        limit: 'Este expediente ya tiene 50 documentos, el máximo. Llame a la oficina si necesita enviar más.',
        pending:
          'Todavía hay varios archivos subiéndose a este expediente. Espere a que terminen (o unos 15 minutos) e inténtelo de nuevo.',
        kind: 'Elija qué tipo de documento es.',
        upload: 'No se pudo enviar el archivo. Revise su conexión e intente de nuevo.',
      },
      kind: 'Tipo de documento',
      kindHint: 'Qué es el documento, para que la oficina lo encuentre.',
      kindChoose: 'Elija un tipo',
      kinds: {
        identification: 'Identificación (ID, pasaporte)',
        court_order: 'Orden o fallo de la corte',
        vital_record: 'Acta de matrimonio, nacimiento o defunción',
        proof_of_service: 'Comprobante de entrega (proof of service)',
        financial_record: 'Documento financiero (talones de pago, impuestos, banco)',
        photo_of_papers: 'Foto de documentos',
        draft: 'Borrador para revisar',
        filing_packet: 'Formularios de la corte (paquete para presentar)',
        filed_copy: 'Copia presentada o sellada por la corte',
        other: 'Otro',
      },
    },
  },
});
