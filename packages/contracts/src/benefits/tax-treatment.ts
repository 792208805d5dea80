/**
 * How a benefit is taxed (issue 38, docs/decisions/pay.md "Benefits in kind"): exempt (no taxable value), or a benefit in
 * kind whose cash equivalent is taxed as the person's earnings. Held in the benefit's set-up as `taxTreatment`; when the
 * platform administrator has not set it, `defaultTaxTreatment` decides from the benefit.
 */
export const taxTreatments = ['exempt', 'benefit-in-kind'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

/** What the default reads of a benefit: its name and category as the administrator typed them, and how it is priced. */
export interface TaxTreatmentFacts {
  name: string;
  category: string;
  /** The pricing rule's kind ('none', 'salary-sacrifice', ...). */
  pricingKind: string;
}

/**
 * Exemptions that stay exempt when the benefit is had for salary given up (the "excluded exemptions" of optional
 * remuneration arrangements, ITEPA 2003 s.228A, HMRC EIM44131): pensions advice (s.308C), pension contributions
 * (s.308), cycles and cyclists' safety equipment (s.244) and childcare vouchers (s.270A). Pensions advice is matched by
 * the pension rule as well.
 */
const exemptEvenSacrificed: readonly RegExp[] = [/\bpension/i, /\b(bi)?cycl|\bbike/i, /\bchildcare/i];

/**
 * Exemptions lost when the benefit is had for salary given up (OpRA then taxes the salary given up): life cover paying
 * a lump sum on death (an excepted group life policy or a registered scheme's death benefit, ITEPA s.307 and ITTOIA
 * s.480; EIM44131 names death benefits as not excluded) and an employee assistance programme's welfare counselling
 * (ITEPA s.210 and S.I. 2000/2080, HMRC EIM21845).
 */
const exemptUnlessSacrificed: readonly RegExp[] = [/\blife (assurance|cover|insurance)\b|\bdeath in service\b/i, /\bemployee assistance\b|\bcounselling\b/i];

/**
 * The treatment of a benefit whose administrator has not chosen one. Anything an employer provides is taxable unless
 * an exemption applies, so the default is a benefit in kind; it is exempt when nothing is paid for it (no pricing),
 * or when its name or category names one of the exemptions above (a salary sacrifice keeps only the first list's).
 * Medical, dental and health cash plan insurance, critical illness cover, gym membership and technology are benefits in
 * kind (GOV.UK "Expenses and benefits: medical or dental treatment and insurance").
 */
export function defaultTaxTreatment(facts: TaxTreatmentFacts): TaxTreatment {
  if (facts.pricingKind === 'none') return 'exempt';
  // A pension by salary sacrifice is pension contributions, whatever it is called (ITEPA s.308, an excluded exemption).
  if (facts.pricingKind === 'pension') return 'exempt';
  const words = `${facts.name} ${facts.category}`;
  const names = (rules: readonly RegExp[]) => rules.some((rule) => rule.test(words));
  if (names(exemptEvenSacrificed)) return 'exempt';
  if (facts.pricingKind !== 'salary-sacrifice' && names(exemptUnlessSacrificed)) return 'exempt';
  return 'benefit-in-kind';
}

/** The benefit's treatment: the one its set-up holds, else the default. */
export const taxTreatmentOf = (facts: TaxTreatmentFacts & { setup: { taxTreatment?: TaxTreatment } }): TaxTreatment =>
  facts.setup.taxTreatment ?? defaultTaxTreatment(facts);
