// TEST SUPPORT, not product: what the fake SIGN IT checks in a POST /records body, from the
// documented examples and rules (records INTENTION / TRANSACTION; RECEIPT, CANCELLATION,
// CORRECTION; "Value calculations and decimal rounding"; "How to represent mandatory cash
// rounding"). Each function answers the first thing that breaks them, or null.

type Json = Record<string, unknown>;

function obj(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

const TWO = /^\d+\.\d{2}$/;
const UP_TO_EIGHT = /^\d+(\.\d{1,8})?$/;
const VAT_CODES = ['STANDARD', 'REDUCED_1', 'REDUCED_2', 'REDUCED_3'];
const EXEMPTIONS = ['NOT_SUBJECT', 'NOT_TAXABLE', 'CAUSE_1', 'CAUSE_2', 'CAUSE_3', 'CAUSE_4'];

function cents(value: unknown): number | null {
  return typeof value === 'string' && TWO.test(value) ? Math.round(Number(value) * 100) : null;
}

function entryProblem(entry: Json, type: 'SALE' | 'RETURN', at: string): string | null {
  if (entry['type'] !== type) return `${at}.type deve essere ${type}`;
  const details = obj(entry['details']);
  if (!['GOOD', 'SERVICE'].includes(String(details['concept']))) return `${at}.details.concept`;
  if (!Number.isInteger(details['number']) || (details['number'] as number) < 1)
    return `${at}.details.number`;
  const data = obj(entry['data']);
  if (data['type'] !== 'ITEM' || typeof data['text'] !== 'string' || data['text'] === '')
    return `${at}.data.text`;
  const unit = obj(data['unit']);
  const quantity = Number(unit['quantity']);
  const price = cents(unit['price']);
  if (!(quantity > 0) || price === null) return `${at}.data.unit`;
  const value = obj(data['value']);
  if (typeof value['base'] !== 'string' || !UP_TO_EIGHT.test(value['base']))
    return `${at}.data.value.base`;
  const discount = value['discount'] === undefined ? 0 : cents(value['discount']);
  if (discount === null) return `${at}.data.value.discount`;
  const vat = obj(data['vat']);
  const inclusive = cents(vat['inclusive']);
  if (inclusive === null || inclusive !== Math.round(price * quantity) - discount)
    return `${at}.data.vat.inclusive non è prezzo × quantità − sconto`;
  if (vat['type'] === 'VAT_RATE') {
    if (!VAT_CODES.includes(String(vat['code']))) return `${at}.data.vat.code`;
    for (const key of ['exclusive', 'amount', 'percentage'])
      if (typeof vat[key] !== 'string' || !UP_TO_EIGHT.test(vat[key]))
        return `${at}.data.vat.${key}`;
    const sum = Number(vat['exclusive']) + Number(vat['amount']);
    if (Math.abs(sum * 100 - inclusive) > 1e-4)
      return `${at}.data.vat: exclusive + amount ≠ inclusive`;
  } else if (vat['type'] === 'VAT_EXEMPTION') {
    if (!EXEMPTIONS.includes(String(vat['code']))) return `${at}.data.vat.code`;
  } else return `${at}.data.vat.type`;
  return null;
}

/** A RECEIPT document: number, totals, entries and payments that add up. */
function documentProblem(operation: Json, entryType: 'SALE' | 'RETURN', at: string): string | null {
  const document = obj(operation['document']);
  if (typeof document['number'] !== 'string' || document['number'] === '')
    return `${at}.document.number`;
  const totals = obj(document['total_vat']);
  const total = cents(totals['inclusive']);
  if (total === null) return `${at}.document.total_vat.inclusive`;
  for (const key of ['amount', 'exclusive'])
    if (typeof totals[key] !== 'string' || !UP_TO_EIGHT.test(totals[key]))
      return `${at}.document.total_vat.${key}`;
  const entries = operation['entries'];
  if (!Array.isArray(entries) || entries.length === 0) return `${at}.entries`;
  let sum = 0;
  for (const [index, entry] of entries.entries()) {
    const problem = entryProblem(obj(entry), entryType, `${at}.entries.${index}`);
    if (problem) return problem;
    sum += cents(obj(obj(obj(entry)['data'])['vat'])['inclusive']) ?? 0;
  }
  if (sum !== total) return `${at}: le righe fanno ${sum} centesimi, il totale ${total}`;
  const payments = operation['payments'];
  if (!Array.isArray(payments) || payments.length === 0) return `${at}.payments`;
  let paid = 0;
  for (const [index, payment] of payments.entries()) {
    const p = obj(payment);
    const details = obj(p['details']);
    const amount = cents(details['amount']);
    if (!['CASH', 'CARD'].includes(String(p['type'])) || amount === null)
      return `${at}.payments.${index}`;
    const discount = details['discount'] === undefined ? 0 : cents(details['discount']);
    if (discount === null || discount > 2 || (discount > 0 && p['type'] !== 'CASH'))
      return `${at}.payments.${index}.details.discount`;
    paid += amount + discount;
  }
  // The online procedure tolerates 2 cents between payments and total (cash rounding up).
  if (Math.abs(paid - total) > 2)
    return `${at}: i pagamenti fanno ${paid} centesimi, il totale ${total}`;
  return null;
}

export function checkRecordShape(content: Json): string | null {
  if (content['type'] === 'INTENTION') {
    if (typeof obj(content['system'])['id'] !== 'string') return 'INTENTION: system.id';
    if (obj(content['operation'])['type'] !== 'TRANSACTION') return 'INTENTION: operation.type';
    return null;
  }
  if (content['type'] !== 'TRANSACTION') return 'content.type';
  if (typeof obj(content['record'])['id'] !== 'string') return 'TRANSACTION: record.id';
  const operation = obj(content['operation']);
  if (operation['type'] === 'RECEIPT') return documentProblem(operation, 'SALE', 'RECEIPT');
  if (typeof obj(operation['record'])['id'] !== 'string')
    return `${String(operation['type'])}: record.id`;
  if (operation['type'] === 'CANCELLATION') return null;
  if (operation['type'] === 'CORRECTION') {
    const data = obj(operation['data']);
    if (data['type'] !== 'RECEIPT') return 'CORRECTION: data.type';
    return documentProblem(data, 'RETURN', 'CORRECTION');
  }
  return 'operation.type';
}

/** A RETURN entry names an original line by number and exact text, never more pieces than it had. */
export function correctionMismatch(original: unknown, operation: Json): string | null {
  const sold = obj(obj(obj(original)['content'])['operation'])['entries'];
  const soldEntries = Array.isArray(sold) ? sold.map(obj) : [];
  const returned = obj(operation['data'])['entries'];
  for (const entry of Array.isArray(returned) ? returned.map(obj) : []) {
    const number = obj(entry['details'])['number'];
    const match = soldEntries.find((s) => obj(s['details'])['number'] === number);
    const data = obj(entry['data']);
    const soldData = obj(match?.['data']);
    if (!match) return `CORRECTION: la riga ${String(number)} non è nel documento originale`;
    if (data['text'] !== soldData['text'])
      return `CORRECTION: il testo della riga ${String(number)} non coincide`;
    if (Number(obj(data['unit'])['quantity']) > Number(obj(soldData['unit'])['quantity']))
      return `CORRECTION: la riga ${String(number)} rende più pezzi di quanti venduti`;
  }
  return null;
}
