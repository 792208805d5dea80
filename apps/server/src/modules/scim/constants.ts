/** SCIM 2.0 (RFC 7643, RFC 7644) names and limits the module uses. */

export const SCIM_BASE = '/scim/v2';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export const URN = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  /**
   * The portal's own extension: the upload template's columns that neither the core nor the enterprise schema has. In
   * the form Entra ID requires of a custom attribute's schema (urn:ietf:params:scim:schemas:extension:<name>:2.0:User).
   */
  employee: 'urn:ietf:params:scim:schemas:extension:benefitsportal:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const scimLimits = {
  /** Bytes of one request body: a user is a few hundred; a larger body is refused (413) before it is read. */
  bodyBytes: 64 * 1024,
  /** Users a page holds at most (ServiceProviderConfig filter.maxResults); `count` above it is cut to it. */
  pageSize: 200,
  /** Operations one PATCH may carry. */
  patchOperations: 100,
  /** Characters of a filter. */
  filterLength: 500,
} as const;
