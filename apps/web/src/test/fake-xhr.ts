import { vi } from 'vitest';

/**
 * jsdom's XMLHttpRequest would go to the network: this one records what was sent (the
 * headers, the FormData) and answers when the test says, with upload progress between.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort(): void {
    this.onabort?.();
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total });
  }
  /** Answers as the API would: data in the success envelope, or the error envelope. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(
      status < 400 ? { status: 'success', data: body } : { status: 'error', ...(body as object) },
    );
    this.onload?.();
  }
}

export const stubXhr = (): typeof FakeXhr => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
};
