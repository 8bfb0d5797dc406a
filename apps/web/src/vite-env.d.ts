/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_NAME?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_AUTH_TOKEN_KEY?: string;
  readonly VITE_REFRESH_TOKEN_KEY?: string;
  readonly VITE_API_TIMEOUT?: string;
  readonly VITE_API_URL?: string;
}
