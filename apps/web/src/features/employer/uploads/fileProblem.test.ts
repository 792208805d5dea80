import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadTexts as t } from '@portal/contracts';
import { fileProblem } from './fileProblem.ts';

const sized = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('fileProblem', () => {
  it('asks for a file, a CSV or XLSX one, not too large and not empty', () => {
    expect(fileProblem(null)).toBe(t.noFile);
    expect(fileProblem(sized('staff.pdf', 10))).toBe(t.wrongType);
    expect(fileProblem(sized('staff.csv', UPLOAD_MAX_BYTES + 1))).toBe(t.tooLarge(10));
    expect(fileProblem(sized('staff.CSV', 0))).toBe(t.emptyFile);
    expect(fileProblem(sized('staff.csv', UPLOAD_MAX_BYTES))).toBeNull();
    expect(fileProblem(sized('Staff.XLSX', 100))).toBeNull();
  });
});
