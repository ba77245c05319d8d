import { BaseSequencer } from 'vitest/node';

export declare class BrowserFilesFirst extends BaseSequencer {}
