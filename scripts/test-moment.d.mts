export declare const DEFAULT_TEST_NOW: string;
export declare function testMoment(env?: Record<string, string | undefined>): Date | null;
