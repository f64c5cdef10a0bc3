import type { AdminDeal, DealCreate, DealType } from '@bli/contracts';
import { isoFromIstInput, istInputValue } from '@bli/domain';

/** The create/edit form as typed: the price stays text and the times IST inputs until submit. */
export interface DealForm {
  /** The picked laptop's ASIN, and how the picker shows it. */
  laptopAsin: string;
  laptopLabel: string;
  title: string;
  dealType: DealType;
  discountPrice: string;
  bankName: string;
  conditions: string;
  /** What a bank or exchange offer takes off, as typed: a percentage up to a cap, or the cap alone. */
  offerPercent: string;
  offerCap: string;
  /** A bank offer's no-cost EMI processing fee. */
  processingFee: string;
  /** `datetime-local` values in IST. */
  startsAt: string;
  expiresAt: string;
}

export const DEAL_FORM_FIELDS = [
  'laptop',
  'title',
  'dealType',
  'discountPrice',
  'bankName',
  'conditions',
  'offerPercent',
  'offerCap',
  'processingFee',
  'startsAt',
  'expiresAt',
] as const;

export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  flash: 'Flash sale',
  bank: 'Bank offer',
  exchange: 'Exchange offer',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new deal starts now and runs a day, as a flash sale. */
export function emptyDealForm(now: Date): DealForm {
  return {
    laptopAsin: '',
    laptopLabel: '',
    title: '',
    dealType: 'flash',
    discountPrice: '',
    bankName: '',
    conditions: '',
    offerPercent: '',
    offerCap: '',
    processingFee: '',
    startsAt: istInputValue(now),
    expiresAt: istInputValue(new Date(now.getTime() + DAY_MS)),
  };
}

export function formFromDeal(deal: AdminDeal): DealForm {
  return {
    laptopAsin: deal.laptop.asin,
    laptopLabel: `${deal.laptop.brand} ${deal.laptop.title}`,
    title: deal.title,
    dealType: deal.dealType,
    discountPrice: String(deal.discountPrice),
    bankName: deal.bankName ?? '',
    conditions: deal.conditions ?? '',
    offerPercent: deal.offerPercent === null ? '' : String(deal.offerPercent),
    offerCap: deal.offerCap === null ? '' : String(deal.offerCap),
    processingFee: deal.processingFee === null ? '' : String(deal.processingFee),
    startsAt: istInputValue(deal.startsAt),
    expiresAt: istInputValue(deal.expiresAt),
  };
}

/** Only a bank offer has a bank and conditions (and a no-cost EMI fee) to fill in. */
export const showsBankFields = (form: DealForm) => form.dealType === 'bank';

/** A bank or exchange offer states what it takes off; a flash deal's price is its own. */
export const showsOfferFields = (form: DealForm) => form.dealType !== 'flash';

/** An optional figure as typed: blank is none, anything but a number a complaint. */
function optionalNumber(
  text: string,
  field: string,
  errors: Record<string, string>,
): number | null {
  const trimmed = text.trim().replace(/[₹,%\s]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (Number.isNaN(value)) errors[field] = `${field} must be a number`;
  return value;
}

/**
 * The request body, or the form's own complaints by field: a laptop picked and the times
 * readable. Every other rule (price above 0, the end after the start, a bank offer's bank and
 * conditions) is the server's, whose 400 names the field.
 */
export function dealRequest(
  form: DealForm,
): { body: DealCreate; errors?: never } | { body?: never; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const startsAt = isoFromIstInput(form.startsAt);
  const expiresAt = isoFromIstInput(form.expiresAt);
  if (!form.laptopAsin) errors.laptop = 'Pick the laptop the deal is for';
  if (!startsAt) errors.startsAt = 'Pick a start date and time';
  if (!expiresAt) errors.expiresAt = 'Pick an end date and time';
  const bank = showsBankFields(form);
  const offer = showsOfferFields(form);
  const offerPercent = offer ? optionalNumber(form.offerPercent, 'offerPercent', errors) : null;
  const offerCap = offer ? optionalNumber(form.offerCap, 'offerCap', errors) : null;
  const processingFee = bank ? optionalNumber(form.processingFee, 'processingFee', errors) : null;
  if (!startsAt || !expiresAt || !form.laptopAsin || Object.keys(errors).length > 0) {
    return { errors };
  }
  return {
    body: {
      laptop: form.laptopAsin,
      title: form.title.trim(),
      dealType: form.dealType,
      discountPrice: form.discountPrice.trim() === '' ? 0 : Number(form.discountPrice),
      bankName: bank ? form.bankName.trim() || null : null,
      conditions: bank ? form.conditions.trim() || null : null,
      offerPercent,
      offerCap,
      processingFee,
      startsAt,
      expiresAt,
    },
  };
}

/**
 * The server's refusal of a save by form field (a 400 names each bad field; a 404 is the
 * laptop's; a 409 is the title's); anything else goes under `form`.
 */
export function dealErrors(error: {
  status: number;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}): Record<string, string> {
  const result: Record<string, string> = {};
  const known: readonly string[] = DEAL_FORM_FIELDS;
  for (const { field, message } of error.fieldErrors) {
    const name = field.split('.')[0];
    const key = known.includes(name) ? name : 'form';
    result[key] = result[key] ? `${result[key]}; ${message}` : message;
  }
  if (Object.keys(result).length > 0) return result;
  if (error.status === 404) return { laptop: error.message };
  if (error.status === 409) return { title: error.message };
  return { form: error.message };
}
