/**
 * Starts Debian's nginx on loopback with the configuration the build wrote (out-nginx/) over the
 * export, as the current user, with its pid, logs and temporary files in a temporary folder.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MCP_UPSTREAM } from '../../lib/serving/nginx-config'
import { nginxConfigDir } from '../post-build/nginx-config'
import { stopChild, waitForPort } from '../support/ports'

export const NGINX = '/usr/sbin/nginx'
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so'

export interface NginxOptions {
  exportDir: string
  basePath: string
  port: number
  /** `host:port` of the Node server that answers the docs MCP path; nginx proxies it there. */
  mcpUpstream: string
}

function nginxConf(dir: string, configDir: string, port: number, mcpUpstream: string): string {
  const { username, uid } = os.userInfo()
  return `${[
    // As root nginx would hand its workers to "nobody"; keep them the current user.
    uid === 0 ? `user ${username};` : '',
    `load_module ${BROTLI_STATIC_MODULE};`,
    `load_module ${JS_MODULE};`,
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${dir}/${kind};`,
    ),
    // The njs module that negotiates Markdown sits beside http.conf.
    `    js_path ${configDir};`,
    `    include ${configDir}/http.conf;`,
    `    upstream ${MCP_UPSTREAM} { server ${mcpUpstream}; }`,
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${dir}/root;`,
    `        include ${configDir}/server.conf;`,
    '    }',
    '}',
  ].join('\n')}\n`
}

/** Starts nginx and resolves once it listens; `stop` ends it and removes the temporary folder. */
export async function startNginx({ exportDir, basePath, port, mcpUpstream }: NginxOptions) {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is not installed at ${NGINX}: run bash scripts/ensure-nginx.sh`)
  }
  for (const module of [BROTLI_STATIC_MODULE, JS_MODULE]) {
    if (!fs.existsSync(module)) {
      throw new Error(`${module} is missing: run bash scripts/ensure-nginx.sh`)
    }
  }
  const configDir = nginxConfigDir(exportDir)
  if (!fs.existsSync(path.join(configDir, 'server.conf'))) {
    throw new Error(`${configDir}/server.conf does not exist: run \`npm run build\` first`)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-nginx-'))
  // The server's root holds the export at the base path, as a deployment would.
  const servedAt = path.join(dir, 'root', basePath)
  fs.mkdirSync(path.dirname(servedAt), { recursive: true })
  fs.symlinkSync(exportDir, servedAt)
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, configDir, port, mcpUpstream))
  execFileSync(
    NGINX,
    ['-t', '-q', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
    {
      stdio: 'inherit',
    },
  )

  const child = spawn(
    NGINX,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: 'inherit' },
  )
  const stop = async () => {
    await stopChild(child)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, child)
  } catch (error) {
    const log = fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
    await stop()
    throw new Error(`${(error as Error).message}\n${log}`)
  }
  return { origin: `http://127.0.0.1:${port}`, stop }
}
