#!/bin/bash
# Issue 16 / ADR 340: the first requests a fresh production server answers, one curl each, in order.
# Usage: bench/first-requests.sh <database on 127.0.0.1:5432> <port> <path>... (SERVER="npx tsx apps/api/src/server.ts" to run the source)
cd "$(dirname "$0")/.." || exit 1
DB=$1; PORT=$2; shift 2
set -m  # the server in its own process group: `kill -- -PID` stops npx, tsx and node alike
(exec env NODE_ENV=production DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB PUBLIC_URL=https://bench.eventos.example WEB_CONCURRENCY=1 PORT=$PORT AUTH_DEV_PROVIDER=0 RATE_LIMIT_MAX=1000000 LOG_LEVEL=warn JWT_SECRET=$(openssl rand -hex 32) RESPONSE_CACHE_TTL_MS=0 ${SERVER:-node apps/api/dist/server.js} > /tmp/eventos-first-$PORT.log 2>&1) &
PID=$!
for i in $(seq 1 200); do curl -sf -o /dev/null http://127.0.0.1:$PORT/healthz && break; sleep 0.1; done
for u in "$@"; do curl -s -o /dev/null -w "%{time_total} $u\n" "http://127.0.0.1:$PORT$u"; done
kill -- -$PID
