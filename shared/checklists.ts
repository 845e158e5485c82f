/**
 * The documents staff usually ask a client for, per questionnaire type: the defaults of the editable checklist (staff
 * change a type's list in the console; the table keeps the changed list, CHECKLIST#<type>, and these apply until then).
 * One list per language: staff request from the list in the case's language, so the client reads the request in
 * theirs. Titles only — staff add details when they ask.
 */
import type { QuestionnaireType } from './catalogue';
import type { Locale } from './i18n/core';

type Item = readonly [en: string, es: string];

const ID: Item = [
  'Photo ID (driver license, state ID or passport)',
  'Identificación con foto (licencia de manejo, identificación estatal o pasaporte)',
];
const PRIOR_ORDERS: Item = [
  'Copies of any prior court orders in this matter',
  'Copias de cualquier orden judicial anterior en este asunto',
];
const MARRIAGE: Item = ['Marriage certificate', 'Acta de matrimonio'];
const BIRTH_CHILDREN: Item = ['Birth certificates of the children', 'Actas de nacimiento de los hijos'];
const INCOME: Item = [
  'Proof of income (last two pay stubs or tax return)',
  'Comprobante de ingresos (últimos dos talones de pago o declaración de impuestos)',
];
const PROPERTY: Item = [
  'Statements of property and debts (bank, loans, vehicles)',
  'Estados de cuenta de bienes y deudas (banco, préstamos, vehículos)',
];
const DEATH: Item = ['Death certificate', 'Acta de defunción'];
const WILL: Item = [
  'The original will and any codicils (a copy to start)',
  'El testamento original y sus codicilos (una copia para empezar)',
];
const MEDICAL: Item = [
  'Physician’s statement or capacity declaration, if you have one',
  'Declaración del médico o de capacidad, si la tiene',
];
const CONTRACT: Item = ['The contract, invoice or receipts the claim is about', 'El contrato, la factura o los recibos del reclamo'];
const DEMAND: Item = ['Your written demand for payment, if you sent one', 'Su carta de cobro por escrito, si la envió'];
const PHOTOS: Item = ['Photos of the papers or property involved', 'Fotos de los documentos o bienes en cuestión'];
const SAFETY: Item = ['Any police report or prior restraining order', 'Cualquier informe policial u orden de restricción anterior'];
const BIRTH_OWN: Item = ['Your birth certificate', 'Su acta de nacimiento'];
const BUSINESS: Item = [
  'Business registration or fictitious business name filing',
  'Registro del negocio o declaración de nombre comercial ficticio',
];

export const DEFAULT_CHECKLISTS: Readonly<Record<QuestionnaireType, readonly Item[]>> = {
  conservatorship: [ID, MEDICAL, PRIOR_ORDERS, PROPERTY],
  'small-claims': [ID, CONTRACT, DEMAND, PHOTOS],
  probate: [ID, DEATH, WILL, PROPERTY],
  'durable-poa': [ID, PROPERTY],
  'request-for-order': [ID, PRIOR_ORDERS, INCOME],
  dissolution: [ID, MARRIAGE, BIRTH_CHILDREN, INCOME, PROPERTY, PRIOR_ORDERS],
  'summary-dissolution': [ID, MARRIAGE, PROPERTY],
  'guardianship-minor': [ID, BIRTH_CHILDREN, PRIOR_ORDERS],
  'domestic-relations-order': [ID, PRIOR_ORDERS, PROPERTY],
  'paternal-relationship': [ID, BIRTH_CHILDREN, INCOME],
  'adult-adoption': [ID, BIRTH_OWN],
  'business-enterprises': [ID, BUSINESS],
  'parental-relationships': [ID, BIRTH_CHILDREN, PRIOR_ORDERS, INCOME],
  'domestic-violence': [ID, SAFETY, PRIOR_ORDERS, PHOTOS],
  'name-change': [ID, BIRTH_OWN, PRIOR_ORDERS],
};

/** The default checklist of a type in one language. */
export const defaultChecklist = (type: QuestionnaireType, locale: Locale): string[] =>
  DEFAULT_CHECKLISTS[type].map(([en, es]) => (locale === 'es' ? es : en));
