export const MAX_URL_LENGTH: number;
export const PEER_ADDRESS_HEADER: string;
export function safeDecode(text: string): string | null;
export function screenRequest(method: string | undefined, rawUrl: string): { status: number; headers?: Record<string, string> } | null;
export function securityHeaders(isHtml: boolean, scriptHashes?: readonly string[]): Record<string, string>;
export function refusalBody(status: number, accept: string | null): { body: string; type: string };
