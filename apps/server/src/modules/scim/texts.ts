/**
 * What SCIM answers say. They are read by an identity provider's operator in its provisioning log, never by the portal's
 * screens, so they stay with the protocol (docs/decisions/integrations.md "SCIM provisioning").
 */
export const scimTexts = {
  unauthorized: 'A valid SCIM token for this portal is required.',
  notFound: 'No such resource.',
  userNotFound: (id: string) => `User ${id} not found.`,
  tooLarge: 'The request body is too large.',
  badJson: 'The request body is not valid JSON.',
  mediaType: 'Send application/scim+json or application/json.',
  tooMany: 'Too many requests; try again shortly.',
  failed: 'The request could not be completed; try again.',
  notObject: 'The request body must be a JSON object.',
  userSchema: `The body's schemas must include urn:ietf:params:scim:schemas:core:2.0:User.`,
  patchSchema: `The body's schemas must include urn:ietf:params:scim:api:messages:2.0:PatchOp.`,
  operations: (max: number) => `Operations must be a list of 1 to ${max} operations.`,
  op: (op: string) => `Unknown operation '${op}': use add, replace or remove.`,
  removeNeedsPath: 'A remove operation needs a path.',
  valueNeeded: 'An add or replace operation without a path needs an object value.',
  unknownAttribute: (path: string) => `Unknown attribute '${path}'.`,
  badValue: (path: string) => `'${path}' has a value of the wrong type.`,
  badActive: 'active must be true or false.',
  userNameNeeded: 'userName (the work e-mail address) is required.',
  field: (attribute: string, message: string) => `${attribute}: ${message}`,
  userNameTaken: 'Another user of this client has this userName (e-mail address).',
  numberTaken: 'Another user of this client has this employeeNumber.',
  filter: 'Filter by userName, emails.value, emails[type eq "work"].value or employeeNumber with eq and a quoted value.',
  filterExternalId: 'externalId is not kept by the portal, so it cannot be filtered by: filter by userName or employeeNumber.',
  badPaging: 'startIndex and count must be whole numbers.',
} as const;
