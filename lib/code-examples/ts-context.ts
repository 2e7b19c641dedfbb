import type { Context } from './ts-modules'

export type ClientVersion = 'v1' | 'v2'

/** Our packages, by import specifier: a declaration folder of types/js, per version where two. */
export const OUR_PACKAGES: Record<string, string | Record<ClientVersion, string>> = {
  '@plinth/plinth-js': { v1: 'plinth-js-v1', v2: 'plinth-js-v2' },
  'npm:@plinth/plinth-js@2': 'plinth-js-v2',
  'https://esm.sh/@plinth/plinth-js@2': 'plinth-js-v2',
  'https://esm.sh/@plinth/plinth-js@1': 'plinth-js-v1',
  'npm:@plinth/plinth-js': 'plinth-js-v2',
  '@plinth/ssr': 'ssr',
  '@plinth/auth-ui-react': 'auth-ui-react',
  '@plinth/auth-ui-shared': 'auth-ui-shared',
}

/**
 * Modules of other projects that examples import and that we do not install, and the reader's own
 * modules that a page uses without showing. Each is one untyped value, so calls into them are not
 * checked; calls into our packages are.
 */
export const UNTYPED_MODULES = [
  '$app/forms',
  '$app/navigation',
  '$app/stores',
  '$env/static/public',
  '@angular/core',
  '@angular/forms',
  '@apollo/client',
  '@apollo/client/link/context',
  '@apollo/client/utilities',
  '@auth0/auth0-spa-js',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@ionic/angular/standalone',
  '@ionic/react',
  '@ionic/vue',
  '@langchain/core/documents',
  '@langchain/core/embeddings',
  '@langchain/core/output_parsers',
  '@langchain/core/prompts',
  '@langchain/core/retrievers',
  '@langchain/core/runnables',
  '@langchain/openai',
  '@react-email/components',
  '@react-native-async-storage/async-storage',
  '@redwoodjs/web',
  '@refinedev/core',
  '@sentry/browser',
  '@std/encoding/hex',
  '@sveltejs/kit',
  'astro',
  'aws-amplify/auth',
  'base64-arraybuffer',
  'expo-image-picker',
  'expo-linking',
  'expo-status-bar',
  'expo-web-browser',
  'express',
  'firebase-admin/app',
  'firebase-admin/auth',
  'firebase-admin/firestore',
  'firebase-functions/v2/identity',
  'firebase/app',
  'firebase/auth',
  'graphql',
  'https://cdn.jsdelivr.net/npm/@xenova/transformers@2.17.2',
  'jose',
  'jsonwebtoken',
  'jsr:@std/assert@1',
  'jsr:@std/encoding@1/base64',
  'jsr:@std/encoding@1/hex',
  'node-fetch',
  'npm:@aws-sdk/client-bedrock-runtime@3',
  'npm:@huggingface/inference@2',
  'npm:@sentry/deno',
  'npm:@sentry/deno@8',
  'npm:@upstash/ratelimit@2',
  'npm:@upstash/redis@1',
  'npm:grammy@1',
  'npm:kysely-postgres-js@2',
  'npm:kysely@0.27',
  'npm:openai@4',
  'npm:pg',
  'npm:postgres@3',
  'npm:puppeteer-core@23',
  'npm:standardwebhooks@1.0.0',
  'npm:stripe@14',
  'npm:zod@3',
  'og_edge',
  'pg',
  'postgres',
  'react-native',
  'react-relay',
  'relay-runtime',
  'resend',
  'solid-js',
  'standardwebhooks',
  'svelte',
  'tus-js-client',
  'vue',
]

const CLIENT = "import('@plinth/plinth-js')"

/** What every example may use without declaring it: the client the pages name. */
const CLIENT_CONTEXT: Context = {
  plinth: `declare const plinth: ${CLIENT}.PlinthClient`,
}

/**
 * What a reference example may use without declaring it: the client, and the values and helpers
 * its prose introduces (a file the reader picked, an id they hold, a function of their app).
 */
const REFERENCE_VALUES: Context = {
  ...CLIENT_CONTEXT,
  useEffect: "import { useEffect } from 'react'",
  assignee: 'declare const assignee: string',
  onlyOpen: 'declare const onlyOpen: boolean',
  userId: 'declare const userId: string',
  projectId: 'declare const projectId: string',
  documentId: 'declare const documentId: string',
  factorId: 'declare const factorId: string',
  accessToken: 'declare const accessToken: string',
  storedRefreshToken: 'declare const storedRefreshToken: string',
  incomingUrl: 'declare const incomingUrl: string',
  codeFromInput: 'declare const codeFromInput: string',
  codeFromEmail: 'declare const codeFromEmail: string',
  firstCodeFromApp: 'declare const firstCodeFromApp: string',
  newPassword: 'declare const newPassword: string',
  captchaToken: 'declare const captchaToken: string',
  base64Image: 'declare const base64Image: string',
  room: 'declare const room: string',
  file: 'declare const file: File',
  avatarFile: 'declare const avatarFile: File',
  newAvatar: 'declare const newAvatar: File',
  newPdf: 'declare const newPdf: File',
  newCsv: 'declare const newCsv: File',
  brochurePdf: 'declare const brochurePdf: File',
  fileInput: 'declare const fileInput: HTMLInputElement',
  event: 'declare const event: Event',
  __INITIAL_AUTH__:
    'declare global { interface Window { __INITIAL_AUTH__?: { access_token: string; refresh_token: string } } }',
  signOutButton: 'declare const signOutButton: HTMLButtonElement',
  avatarImage: 'declare const avatarImage: HTMLImageElement',
  user: `declare const user: ${CLIENT}.User`,
  router: 'declare const router: { push(path: string): void }',
  tasks: 'declare let tasks: { id: number; title: string }[]',
  showToast: 'declare function showToast(message: string): void',
  showTyping: 'declare function showTyping(user: string): void',
  showNewPasswordForm:
    'declare function showNewPasswordForm(onSubmit: (newPassword: string) => Promise<void>): void',
  sendEmail:
    'declare function sendEmail(email: { to: string; subject: string; text: string }): Promise<void>',
  addTask: 'declare function addTask(task: Record<string, unknown>): void',
  replaceTask: 'declare function replaceTask(task: Record<string, unknown>): void',
  dropTask: 'declare function dropTask(id: number): void',
  applyEdit: 'declare function applyEdit(edit: unknown): void',
  refetchTasks: 'declare function refetchTasks(): Promise<void>',
  addPhoto: 'declare function addPhoto(url: string): void',
  setMessages:
    'declare function setMessages(update: (messages: Record<string, unknown>[]) => Record<string, unknown>[]): void',
  sha256Hex: 'declare function sha256Hex(input: string): Promise<string>',
  requestAppleSignIn:
    'declare function requestAppleSignIn(options: { nonce: string }): Promise<{ identityToken: string }>',
}

/** The context of the reference examples of each version. */
export const REFERENCE_CONTEXT: Record<ClientVersion, Context> = {
  v1: REFERENCE_VALUES,
  v2: {
    ...REFERENCE_VALUES,
    channel: `declare const channel: ${CLIENT}.RealtimeChannel`,
  },
}

/**
 * What a guide block may use without declaring it: the client, the helpers and values its prose
 * introduces, the functions a framework provides without an import (Nuxt), and the web API Deno
 * has that TypeScript's libraries lack (URLPattern).
 */
export const GUIDE_CONTEXT: Context = {
  ...CLIENT_CONTEXT,
  file: 'declare const file: File',
  embedding: 'declare const embedding: number[]',
  dropZone: 'declare const dropZone: HTMLElement',
  showMessage: 'declare function showMessage(message: string): void',
  showGreeting: 'declare function showGreeting(email: string | undefined): void',
  showNewPasswordForm: 'declare function showNewPasswordForm(): void',
  goTo: 'declare function goTo(path: string): void',
  email: 'declare const email: string',
  password: 'declare const password: string',
  defineNuxtConfig: 'declare function defineNuxtConfig(config: Record<string, unknown>): unknown',
  defineNuxtPlugin: 'declare function defineNuxtPlugin(setup: () => unknown): unknown',
  useRuntimeConfig:
    'declare function useRuntimeConfig(): { public: Record<string, string>; [key: string]: unknown }',
  useState: 'declare function useState<T>(key: string, init: () => T): { value: T }',
  // The composable of the shared Nuxt setup (content/includes/framework-setup/nuxt.mdx), which
  // Nuxt imports into every page and plugin by itself.
  usePlinth: "declare function usePlinth(): import('@plinth/plinth-js').PlinthClient",
  URLPattern: [
    'declare class URLPattern {',
    '  constructor(init: { pathname: string })',
    '  test(input: string): boolean',
    '  exec(input: string): { pathname: { groups: Record<string, string | undefined> } } | null',
    '}',
  ].join('\n'),
}
