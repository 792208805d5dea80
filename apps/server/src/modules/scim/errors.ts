import { URN } from './constants.ts';

/** RFC 7644 §3.12 scimType values the module answers with. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidPath' | 'invalidValue' | 'noTarget' | 'uniqueness' | 'mutability' | 'tooMany';

/** A refusal answered in SCIM's error form (RFC 7644 §3.12); the detail never names internals. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [URN.error],
  status: String(status),
  ...(scimType && { scimType }),
  detail,
});

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');
