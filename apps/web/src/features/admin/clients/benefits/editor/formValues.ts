import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  benefitDraftSchema,
  catalogueContributionSchema,
  catalogueEligibilitySchema,
  cataloguePricingSchema,
  catalogueSetupSchema,
  type AmountUnit,
  type BenefitDraft,
  type BenefitDraftValues,
  type BenefitKind,
  type CatalogueChangeRule,
  type RolloverRule,
  type EmployerContribution,
  type MedicalQuestion,
  type PricingRule,
  type QuotePlan,
  type TaxTreatment,
} from '@portal/contracts';

/**
 * The benefit editor's form values: the served draft with every part present, so switching the kind or the pricing kind
 * back and forth loses nothing typed; `toDraft` makes the draft the contracts' schema checks and the server takes.
 * Numbers being typed may be undefined or NaN (the schema names what is wrong); grades and locations are typed one a line.
 */
export interface EditorValues {
  name: string;
  summary: string;
  descriptionHtml: string;
  termsHtml: string;
  termsVersion: number | null;
  imageUrl: string;
  category: string;
  kind: BenefitKind;
  setup: {
    options: { value: string; label: string; description: string; covers: 'self' | 'partner' | 'family' }[];
    amount: { label: string; unit: AmountUnit; min?: number; max?: number; step?: number };
    peopleCovered: boolean;
    startDate: boolean;
    /** '' leaves it to the benefit (contracts' defaultTaxTreatment). */
    taxTreatment: TaxTreatment | '';
  };
  medicalQuestions: MedicalQuestion[];
  pricing: PricingRule;
  employerContribution: EmployerContribution;
  eligibility: {
    employmentStatuses: string[];
    availableInProbation: boolean;
    minServiceMonths?: number;
    minAge?: number;
    maxAge?: number;
    grades: string;
    locations: string;
  };
  changeRule: CatalogueChangeRule;
  rollover: RolloverRule;
  requiresApproval: boolean;
  provider: string;
  providerEmail: string;
  /** Checkbox values: the FAQs' ids as text. */
  faqIds: string[];
  sortOrder: number;
}

const lines = (list: string[] | undefined) => (list ?? []).join('\n');
/** The values of checkboxes under one name: a list, though a lone checkbox gives its value or false. */
const checked = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
const listOf = (text: string) => {
  const list = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
};

/** The served draft as the form holds it. */
export function toForm(draft: BenefitDraftValues): EditorValues {
  const { setup, eligibility } = draft;
  return {
    name: draft.name,
    summary: draft.summary,
    descriptionHtml: draft.descriptionHtml,
    termsHtml: draft.termsHtml ?? '',
    termsVersion: draft.termsVersion,
    imageUrl: draft.imageUrl ?? '',
    category: draft.category,
    kind: draft.kind,
    setup: {
      options: (setup.options ?? []).map((option) => ({ ...option, description: option.description ?? '' })),
      amount: setup.amount ?? { label: '', unit: 'pounds', min: undefined, max: undefined, step: undefined },
      peopleCovered: setup.peopleCovered,
      startDate: setup.startDate,
      taxTreatment: setup.taxTreatment ?? '',
    },
    medicalQuestions: draft.medicalQuestions,
    pricing: draft.pricing,
    employerContribution: draft.employerContribution,
    eligibility: {
      employmentStatuses: eligibility.employmentStatuses ?? [],
      availableInProbation: eligibility.availableInProbation !== false,
      minServiceMonths: eligibility.minServiceMonths,
      minAge: eligibility.minAge,
      maxAge: eligibility.maxAge,
      grades: lines(eligibility.grades),
      locations: lines(eligibility.locations),
    },
    changeRule: draft.changeRule,
    rollover: draft.rollover,
    requiresApproval: draft.requiresApproval,
    provider: draft.provider,
    providerEmail: draft.providerEmail ?? '',
    faqIds: draft.faqIds.map(String),
    sortOrder: draft.sortOrder,
  };
}

/** The set-up, eligibility and plan parts as the draft has them: only the kind's own set-up; empty lists are none. */
function planParts(values: EditorValues) {
  const { kind, setup, eligibility } = values;
  const statuses = checked(eligibility.employmentStatuses);
  return {
    setup: {
      options: kind === 'options' ? setup.options.map((option) => ({ ...option, description: option.description?.trim() ? option.description : null })) : null,
      amount: kind === 'amount' || kind === 'voucher' ? setup.amount : null,
      peopleCovered: setup.peopleCovered,
      startDate: setup.startDate,
      // Left to the benefit, it is not sent: the stored set-up then has none and the default decides.
      ...(setup.taxTreatment !== '' && { taxTreatment: setup.taxTreatment }),
    },
    pricing: values.pricing,
    employerContribution: values.employerContribution,
    eligibility: {
      employmentStatuses: statuses.length > 0 ? statuses : undefined,
      availableInProbation: eligibility.availableInProbation ? undefined : false,
      minServiceMonths: eligibility.minServiceMonths,
      minAge: eligibility.minAge,
      maxAge: eligibility.maxAge,
      grades: listOf(eligibility.grades),
      locations: listOf(eligibility.locations),
    },
  };
}

/** The draft the schema checks and the save sends (before its rules turn empty texts into none). */
export function toDraft(values: EditorValues) {
  return {
    name: values.name,
    summary: values.summary,
    descriptionHtml: values.descriptionHtml,
    termsHtml: values.termsHtml,
    termsVersion: values.termsVersion,
    imageUrl: values.imageUrl,
    category: values.category,
    kind: values.kind,
    ...planParts(values),
    medicalQuestions: values.medicalQuestions,
    changeRule: values.changeRule,
    rollover: values.rollover,
    requiresApproval: values.requiresApproval,
    provider: values.provider,
    providerEmail: values.providerEmail,
    faqIds: checked(values.faqIds).map(Number),
    sortOrder: values.sortOrder,
  };
}

const planSchema = z.object({
  setup: catalogueSetupSchema,
  pricing: cataloguePricingSchema,
  employerContribution: catalogueContributionSchema,
  eligibility: catalogueEligibilitySchema,
});

/** The editor's set-up, pricing and eligibility for the quote (saved or not), or null while one of them is not valid. */
export function quotePlanOf(values: EditorValues): QuotePlan | null {
  const parsed = planSchema.safeParse(planParts(values));
  return parsed.success ? (parsed.data as QuotePlan) : null;
}

/** A server or schema path's field in the form: one item of grades or locations is the list's textarea. */
export const formPath = (path: string) => path.replace(/^(eligibility\.(?:grades|locations))\.\d+$/, '$1');

const checkDraft = zodResolver(benefitDraftSchema);

/** The form's resolver: the contracts' draft schema over `toDraft`, each error on the field the editor shows. */
export const editorResolver: Resolver<EditorValues, unknown, BenefitDraft> = async (values, context, options) => {
  // The schema checks the draft the form makes (`toDraft`), so its types differ from the form's by design.
  const result = await checkDraft(toDraft(values) as never, context, options as never);
  if (Object.keys(result.errors).length === 0) return { values: result.values as BenefitDraft, errors: {} };
  const errors: FormErrors<EditorValues> = {};
  for (const { path, message } of errorList(result.errors)) setPath(errors, formPath(path), { type: 'validate', message });
  return { values: {}, errors };
};

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  // A part's error and its fields' errors live side by side: the part's own message sits beside its children.
  node[last] = { ...(typeof node[last] === 'object' ? (node[last] as object) : {}), ...(value as object) };
}

const META = new Set(['type', 'message', 'ref', 'types']);

/** Every error in a form's error tree, by dotted path (a field array's own error, `root`, is its path's). */
export function errorList(errors: unknown, prefix = ''): { path: string; message: string }[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: { path: string; message: string }[] = [];
  const node = errors as Record<string, unknown>;
  if (prefix && typeof node.message === 'string' && node.message) out.push({ path: prefix, message: node.message });
  for (const [key, child] of Object.entries(node)) {
    if (META.has(key) || !child || typeof child !== 'object') continue;
    out.push(...errorList(child, key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key));
  }
  const seen = new Set<string>();
  return out.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
