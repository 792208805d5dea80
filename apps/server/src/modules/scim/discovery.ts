import { scimLimits, URN } from './constants.ts';
import { EMPLOYEE_FIELDS, WRITE_ONLY_FIELDS } from './resource.ts';

/** The discovery documents (RFC 7644 §4, RFC 7643 §5–7): what the portal supports, as static JSON. */

type AttributeType = 'string' | 'boolean' | 'decimal' | 'integer' | 'dateTime' | 'reference' | 'complex';
interface AttributeOptions {
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned?: 'always' | 'never' | 'default' | 'request';
  uniqueness?: 'none' | 'server' | 'global';
  canonicalValues?: string[];
  subAttributes?: ReturnType<typeof attribute>[];
}

function attribute(name: string, type: AttributeType, description: string, options: AttributeOptions = {}): Record<string, unknown> {
  const { subAttributes, canonicalValues, ...rest } = options;
  return {
    name,
    type,
    multiValued: false,
    description,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...rest,
    ...(canonicalValues && { canonicalValues }),
    ...(subAttributes && { subAttributes }),
  };
}

const userAttributes = [
  attribute('userName', 'string', "The person's work e-mail address: their login to the portal. Unique within the client.", {
    required: true,
    uniqueness: 'server',
  }),
  attribute('name', 'complex', "The person's name.", {
    subAttributes: [
      attribute('givenName', 'string', 'First name (required for a new user).'),
      attribute('familyName', 'string', 'Surname (required for a new user).'),
      attribute('honorificPrefix', 'string', 'Title, e.g. Ms.'),
      attribute('formatted', 'string', 'The full name (returned; not kept as sent).', { mutability: 'readOnly' }),
    ],
  }),
  attribute('displayName', 'string', 'First name and surname (returned; not kept as sent).', { mutability: 'readOnly' }),
  attribute('emails', 'complex', 'The work e-mail address, the same as userName. A value that differs from userName is not kept.', {
    multiValued: true,
    subAttributes: [
      attribute('value', 'string', 'The address.'),
      attribute('type', 'string', 'Always work.', { canonicalValues: ['work'] }),
      attribute('primary', 'boolean', 'Always true.'),
    ],
  }),
  attribute('active', 'boolean', 'False: the person has left (a leaver, as an HR upload records one); true brings a leaver back.'),
];

const enterpriseAttributes = [attribute('employeeNumber', 'string', "The employee's number in the employer's payroll; unique within the client.")];

const employeeDescriptions: Record<(typeof EMPLOYEE_FIELDS)[number], [AttributeType, string]> = {
  dateOfBirth: ['string', 'YYYY-MM-DD (or DD/MM/YYYY). Required for a new user who has not left: they confirm it when they activate their account.'],
  sex: ['string', 'M or F, as payroll holds it.'],
  employmentStartDate: ['string', 'The first day of employment, YYYY-MM-DD.'],
  employmentStatus: ['string', 'active, inactive or left (left needs a leavingDate). Overrides active when both are sent.'],
  leavingDate: ['string', 'The last day of employment, YYYY-MM-DD. Without one, active false leaves today.'],
  annualSalary: ['string', 'Annual salary in pounds, e.g. 32000 or 32000.50.'],
  location: ['string', 'Work location, as the benefit rules name it.'],
  grade: ['string', 'Grade, as the benefit rules name it.'],
  taxRegion: ['string', 'Scotland or rest of UK.'],
  hoursPerWeek: ['decimal', 'Contracted hours a week, 1 to 100.'],
  apprentice: ['boolean', 'Paid the apprentice minimum wage rate.'],
};
const employeeAttributes = EMPLOYEE_FIELDS.map((field) => {
  const [type, description] = employeeDescriptions[field];
  return attribute(field, type, description, WRITE_ONLY_FIELDS.has(field) ? { mutability: 'writeOnly', returned: 'never' } : {});
});

const schemaDocuments = [
  { id: URN.user, name: 'User', description: 'An employee of the client', attributes: userAttributes },
  { id: URN.enterprise, name: 'EnterpriseUser', description: 'Enterprise User (only employeeNumber is kept)', attributes: enterpriseAttributes },
  { id: URN.employee, name: 'BenefitsPortalEmployee', description: "The HR upload template's other columns", attributes: employeeAttributes },
];

export function schemas(baseUrl: string) {
  return schemaDocuments.map((document) => ({
    schemas: [URN.schema],
    ...document,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${document.id}` },
  }));
}

export const resourceTypes = (baseUrl: string) => [
  {
    schemas: [URN.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'An employee of the client',
    schema: URN.user,
    schemaExtensions: [
      { schema: URN.enterprise, required: false },
      { schema: URN.employee, required: false },
    ],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  },
];

export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [URN.serviceProviderConfig],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: scimLimits.pageSize },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: "A SCIM token made in the portal's admin console (API access), sent as Authorization: Bearer <token>.",
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

/** A list of discovery documents in SCIM's list form. */
export const listOf = (resources: object[]) => ({
  schemas: [URN.listResponse],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});
