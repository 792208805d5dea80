import autocannon from 'autocannon';
const host = { host: 'acme.localhost:4310' };
const sessions = [];
for (let n = 1; sessions.length < 60 && n <= 120; n++) {
  const r = await fetch('http://127.0.0.1:4310/api/login', { method: 'POST', headers: { ...host, 'content-type': 'application/json' }, body: JSON.stringify({ email: `employee${String(n).padStart(3, '0')}@acme.test`, password: 'Benefits-Demo-2026!', deviceToken: 'bench-device' }) });
  const b = await r.json(); if (b.access_token) sessions.push({ ...host, authorization: `Bearer ${b.access_token}` });
}
let i = 0;
const res = await autocannon({ url: 'http://127.0.0.1:4310' + process.argv[2], connections: 50, duration: 10, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, headers: sessions[i++ % sessions.length] }) }] });
console.log(Math.round(res.requests.average), res.latency.p99, res.non2xx);
