export declare function escapeHeadingIds(source: string): string
