import { createHash } from 'node:crypto'
import { EARLY_GLOBAL, EARLY_PLAN_ELEMENT_ID, EARLY_STORAGE_KEY } from '../../schemas/meta/early-data'

/**
 * The inline script that sends a screen's early calls (schemas/meta/early-data.ts): it reads the plan the
 * server wrote, the headers the app stored on its last load, and leaves each answer's promise in
 * `window.__dcEarly` under `GET <address>`, with the headers it was sent with. Nothing stored (a first
 * visit), a route for logged-in or certified doctors without one (or a call that needs a token, for a guest), a WeChat code being exchanged: it sends
 * nothing. Only a 2xx JSON answer is kept; any other answer, or none, is null and the app calls again.
 * The address is written as axios writes it (`encodeQueryValue`), so the app finds it by its own.
 * Plain ES2017 text, not compiled: the Content-Security-Policy allows exactly this text by its hash.
 */
export const EARLY_SCRIPT = `(function(){try{
var plan=JSON.parse(document.getElementById(${JSON.stringify(EARLY_PLAN_ELEMENT_ID)}).textContent);
var saved=JSON.parse(localStorage.getItem(${JSON.stringify(EARLY_STORAGE_KEY)})||'null');
if(!saved||!saved.headers)return;
var headers=saved.headers,token=!!headers.Authorization;
if(plan.login&&!token)return;
if(plan.cert&&token&&!saved.certified)return;
var query=new URLSearchParams(location.search);
if(query.has('code')&&query.has('state'))return;
var enc=function(v){return encodeURIComponent(v).replace(/%3A/gi,':').replace(/%24/g,'$').replace(/%2C/gi,',').replace(/%20/g,'+').replace(/%5B/gi,'[').replace(/%5D/gi,']')};
var out={};
plan.calls.forEach(function(call){
if(call.auth&&!token)return;
var params={},parts=[],missing=false;
Object.keys(call.params).forEach(function(key){var p=call.params[key];var all='query' in p?query.getAll(p.query):[p.value];if(all.length)params[key]=String(all[all.length-1])});
var path=call.path.replace(/\\{(\\w+)\\}/g,function(_,key){var v=params[key];delete params[key];if(v===undefined||v==='')missing=true;return encodeURIComponent(v||'')});
if(missing)return;
Object.keys(params).forEach(function(key){parts.push(enc(key)+'='+enc(params[key]))});
var url=plan.apiBase.replace(/\\/+$/,'')+'/'+path.replace(/^\\/+/,'')+(parts.length?'?'+parts.join('&'):'');
out['GET '+url]={headers:headers,answer:fetch(url,{headers:headers,credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})};
});
window[${JSON.stringify(EARLY_GLOBAL)}]=out;
}catch(e){}})();`

/** The script's CSP source expression (`script-src`). */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`
