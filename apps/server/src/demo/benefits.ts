import type { NewBenefit } from '../db/schema/index.ts';

/** Demo benefit definitions; `faqs` names FAQ questions (seeded by content.ts) that relate to the benefit. */
export type DemoBenefit = Omit<NewBenefit, 'clientId' | 'schemeYearId'> & { faqs?: string[] };

const noSetup = { options: null, amount: null, peopleCovered: false, startDate: false };
const image = (code: string) => `/benefits/${code}.svg`;
const pmiPrices = (employee: number, partner: number, family: number) => ({ employee, 'employee-partner': partner, 'employee-family': family });

/**
 * Acme's change rules are those of UK flexible benefits: insured cover is joined at any time but changed only in the
 * selection window or after a life event; salary sacrifice and vouchers change at any time; the gym runs by scheme year.
 */
export const acmeBenefits = (): DemoBenefit[] => [
  {
    name: 'Private Medical Insurance',
    groupCode: 'pmi',
    changeRule: 'join-any-time',
    provider: 'Northstar Health',
    summary: 'Fast access to private diagnosis and treatment for you and your family.',
    descriptionHtml:
      '<p>Private medical insurance pays for private treatment of acute conditions that start after you join, ' +
      'so you can be seen quickly and choose when and where you are treated.</p><ul><li>Specialist consultations and diagnostic tests</li>' +
      '<li>In-patient and day-patient treatment</li><li>Digital GP appointments around the clock</li></ul>' +
      '<p>Acme pays £40.00 a month towards your cover.</p>',
    imageUrl: image('pmi'),
    category: 'Health',
    kind: 'options',
    setup: {
      options: [
        { value: 'employee', label: 'You only', description: 'Cover for you.', covers: 'self' },
        { value: 'employee-partner', label: 'You and your partner', description: 'Cover for you and your partner.', covers: 'partner' },
        { value: 'employee-family', label: 'You and your family', description: 'Cover for you, your partner and your children.', covers: 'family' },
      ],
      amount: null,
      peopleCovered: true,
      startDate: true,
    },
    medicalQuestions: [
      { id: 'treatment-5-years', text: 'Have you had treatment, medication or advice for any medical condition in the last 5 years?', refer: true },
      { id: 'symptoms', text: 'Do you have any symptoms you have not yet seen a doctor about?', refer: true },
    ],
    termsVersion: 2,
    termsHtml:
      '<h2>Private Medical Insurance terms</h2><p>Cover is for acute conditions that begin after your cover starts. ' +
      'Pre-existing conditions are excluded for the first two years.</p><p>Your monthly cost is taken from your pay and is a taxable benefit in kind.</p>',
    pricing: {
      kind: 'option-age-banded',
      bands: [
        { minAge: 16, maxAge: 29, prices: pmiPrices(38.5, 77, 110) },
        { minAge: 30, maxAge: 49, prices: pmiPrices(52.4, 104.8, 142.3) },
        { minAge: 50, maxAge: 64, prices: pmiPrices(88.88, 177.76, 215.5) },
        { minAge: 65, maxAge: 120, prices: pmiPrices(140, 280, 330) },
      ],
    },
    employerContribution: { kind: 'fixed', monthly: 40 },
    eligibility: { availableInProbation: false },
    faqs: ['How do I add a partner or child to my benefits?', 'Why is my selection showing as pending?'],
    sortOrder: 1,
  },
  {
    name: 'Life Assurance',
    groupCode: 'life',
    changeRule: 'join-any-time',
    provider: 'Harbour Life',
    summary: 'A tax-free lump sum for your loved ones of up to four times your salary.',
    descriptionHtml:
      '<p>Life assurance pays a tax-free lump sum to the people you nominate if you die while employed by Acme.</p>' +
      '<p>Choose cover of one to four times your salary. Cover above the free cover limit of £150,000 needs medical evidence, ' +
      'so it is capped until the insurer has it.</p>',
    imageUrl: image('life'),
    category: 'Protection',
    kind: 'amount',
    setup: { options: null, amount: { label: 'Cover', unit: 'salary-multiple', min: 1, max: 4, step: 1 }, peopleCovered: false, startDate: false },
    pricing: { kind: 'cover-multiple', ratePer1000: 0.12, freeCoverLimit: 150_000 },
    employerContribution: { kind: 'percent', percent: 25 },
    eligibility: { maxAge: 74 },
    faqs: ['How do I update the beneficiaries for my life assurance?'],
    sortOrder: 2,
  },
  {
    name: 'Cycle to Work',
    groupCode: 'ctw',
    changeRule: 'any-time',
    provider: 'Greenway Cycles',
    summary: 'Get a bike and equipment through salary sacrifice and spread the cost over 12 months.',
    descriptionHtml:
      '<p>Choose a bike and safety equipment worth £100 to £2,000. The cost comes out of your gross salary over 12 months, ' +
      'before tax and National Insurance, so you save on both.</p><p>Your employer approves each request before the voucher is issued.</p>',
    imageUrl: image('ctw'),
    category: 'Lifestyle',
    kind: 'amount',
    setup: {
      options: null,
      amount: { label: 'Bike and equipment value', unit: 'pounds', min: 100, max: 2000, step: 1 },
      peopleCovered: false,
      startDate: false,
    },
    termsVersion: 1,
    termsHtml:
      '<h2>Cycle to Work agreement</h2><p>You agree to a salary sacrifice of the amount you choose, spread over 12 months. ' +
      'If you leave before then, the rest is taken from your final pay.</p>',
    requiresApproval: true,
    beamSupported: true,
    beamMin: '100.00',
    beamMax: '5000.00',
    beamStep: '1.00',
    pricing: { kind: 'salary-sacrifice', months: 12 },
    employerContribution: null,
    eligibility: { availableInProbation: false },
    faqs: ['What is salary sacrifice?', 'Why is my selection showing as pending?'],
    sortOrder: 3,
  },
  {
    name: 'Dental Insurance',
    groupCode: 'dental',
    changeRule: 'join-any-time',
    provider: 'SmileWell',
    summary: 'Money back on check-ups, hygienist visits and treatment.',
    descriptionHtml: '<p>Claim back the cost of routine and emergency dental care at any dentist, for you and anyone you add to your cover.</p>',
    imageUrl: image('dental'),
    category: 'Health',
    kind: 'options',
    setup: {
      options: [
        { value: 'individual', label: 'You only', description: null, covers: 'self' },
        { value: 'family', label: 'You and your family', description: 'Add the family members you want to cover.', covers: 'family' },
      ],
      amount: null,
      peopleCovered: true,
      startDate: true,
    },
    pricing: { kind: 'per-person', employee: 9.5, perPerson: 7.25 },
    employerContribution: null,
    sortOrder: 4,
  },
  {
    name: 'Childcare Vouchers',
    groupCode: 'ccv',
    changeRule: 'any-time',
    provider: 'Little Steps Vouchers',
    summary: 'Pay for registered childcare from your gross salary.',
    descriptionHtml:
      '<p>Childcare vouchers are paid from your salary before tax and National Insurance. Spend them with any registered childcare provider.</p>',
    imageUrl: image('ccv'),
    category: 'Family',
    kind: 'voucher',
    setup: { options: null, amount: { label: 'Monthly voucher amount', unit: 'pounds', min: 25, max: 243, step: 1 }, peopleCovered: false, startDate: true },
    pricing: { kind: 'salary-sacrifice', months: 1 },
    employerContribution: null,
    faqs: ['What is salary sacrifice?'],
    sortOrder: 5,
  },
  {
    name: 'Employee Assistance Programme',
    groupCode: 'eap',
    provider: 'Wellbeing Partners',
    summary: 'Free, confidential support by phone or online, 24 hours a day.',
    descriptionHtml:
      '<p>Talk to a qualified counsellor about anything that is on your mind, from money worries to bereavement. ' +
      'The service is free and confidential.</p><p>Call <a href="tel:08000000000">0800 000 0000</a> at any time.</p>',
    imageUrl: image('eap'),
    category: 'Wellbeing',
    kind: 'information',
    setup: noSetup,
    pricing: { kind: 'none' },
    employerContribution: null,
    eligibility: { employmentStatuses: ['active', 'inactive'] },
    sortOrder: 6,
  },
  {
    name: 'Gym Membership',
    groupCode: 'gym',
    changeRule: 'window',
    provider: 'FitLife Gyms',
    summary: 'Discounted membership at gyms near our main sites.',
    descriptionHtml: '<p>Join FitLife Gyms at a discount, with Acme paying a fifth of your membership.</p>',
    imageUrl: image('gym'),
    category: 'Wellbeing',
    kind: 'options',
    setup: {
      options: [
        { value: 'standard', label: 'Standard', description: 'Off-peak access to one club.', covers: 'self' },
        { value: 'premium', label: 'Premium', description: 'Any time, any club, classes included.', covers: 'self' },
      ],
      amount: null,
      peopleCovered: false,
      startDate: true,
    },
    pricing: { kind: 'option-flat', prices: { standard: 35, premium: 55 } },
    employerContribution: { kind: 'percent', percent: 20 },
    eligibility: { locations: ['London', 'Manchester', 'Leeds', 'Bristol', 'Birmingham'] },
    sortOrder: 7,
  },
];

export const globexBenefits = (): DemoBenefit[] => [
  {
    name: 'Health Cash Plan',
    groupCode: 'hcp',
    provider: 'Northstar Health',
    summary: 'Cash back on everyday health costs.',
    descriptionHtml: '<p>Claim back the cost of optical, dental and physiotherapy treatment.</p>',
    imageUrl: image('hcp'),
    category: 'Health',
    kind: 'options',
    setup: {
      options: [
        { value: 'level-1', label: 'Level 1', description: null, covers: 'self' },
        { value: 'level-2', label: 'Level 2', description: null, covers: 'self' },
      ],
      amount: null,
      peopleCovered: false,
      startDate: false,
    },
    pricing: { kind: 'option-flat', prices: { 'level-1': 12, 'level-2': 20 } },
    employerContribution: { kind: 'fixed', monthly: 12 },
    sortOrder: 1,
  },
  {
    name: 'Employee Assistance Programme',
    groupCode: 'eap',
    provider: 'Wellbeing Partners',
    summary: 'Confidential support whenever you need it.',
    descriptionHtml: '<p>Free counselling and advice, 24 hours a day.</p>',
    imageUrl: image('eap'),
    category: 'Wellbeing',
    kind: 'information',
    setup: noSetup,
    pricing: { kind: 'none' },
    employerContribution: null,
    sortOrder: 2,
  },
];
