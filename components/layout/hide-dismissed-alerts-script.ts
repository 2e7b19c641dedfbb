import { alertStorageKey } from '../../lib/markup/alert-storage-key'

const [prefix, suffix] = alertStorageKey('\u0000').split('\u0000')

/**
 * Runs before the page paints: hides alerts the reader closed earlier, so a closed alert does not
 * flash on load before the page's scripts run.
 */
export const hideDismissedAlertsScript = `try{var p=${JSON.stringify(prefix)},s=${JSON.stringify(suffix)},r=[];for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);if(k&&k.indexOf(p)===0&&k.slice(-s.length)===s&&localStorage.getItem(k)==='true')r.push('[data-alert="'+CSS.escape(k.slice(p.length,-s.length))+'"]')}if(r.length){var e=document.createElement('style');e.textContent=r.join(',')+'{display:none!important}';document.head.appendChild(e)}}catch(_){}`
