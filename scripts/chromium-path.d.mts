export declare const FULL_CHROMIUM: string;
export declare function testChromium(): string;
