#!/bin/bash
# Issue 12: requests/s of one URL at 20 connections (autocannon) and the CPU per request of the server's
# processes, of the database's backends (application_name eventos-api) and of the whole machine.
# Usage: bench/cpu-split.sh <server pid> <database> <url> [seconds]
SP=$1; DB=$2; URL=$3; D=${4:-10}
ticks() { local t=0; for p in "$@"; do s=$(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null || echo 0); t=$((t+s)); done; echo $t; }
kids() { local out="$1"; for c in $(pgrep -P $1); do out="$out $(kids $c)"; done; echo $out; }
API=$(kids $SP)
PG=$(psql -U postgres -h 127.0.0.1 -tAc "select pid from pg_stat_activity where datname='$DB' and application_name='eventos-api'" $DB | tr '\n' ' ')
a0=$(ticks $API); p0=$(ticks $PG); all0=$(awk '{s=0; for(i=2;i<=8;i++) s+=$i; print s}' <(grep '^cpu ' /proc/stat))
out=$(npx autocannon -c 20 -d $D -j "$URL" 2>/dev/null)
a1=$(ticks $API); p1=$(ticks $PG); all1=$(awk '{s=0; for(i=2;i<=8;i++) s+=$i; print s}' <(grep '^cpu ' /proc/stat))
n=$(echo "$out" | python3 -c "import json,sys; d=json.load(sys.stdin); print(d['requests']['total'], d['requests']['average'], d['latency']['p97_5'] if 'p97_5' in d['latency'] else '', d['latency']['p99'])")
set -- $n
echo "req $1 rps $2 p97.5 $3 p99 $4 | ms/req: api $(echo "scale=2; ($a1-$a0)*10/$1" | bc) pg $(echo "scale=2; ($p1-$p0)*10/$1" | bc) machine $(echo "scale=2; ($all1-$all0)*10/$1" | bc)"
